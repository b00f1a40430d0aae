/**
 * The profile page's pictures (spec 001 §2 "profile picture crop"): the caller's own picture; for an agency user
 * who may change the agency (Agency Admin: `agency:update`), the agency's logos too (spec 001 §1: agency users
 * manage their logos; the agency page itself is staff's).
 */
import { useCanAccess, useGetIdentity } from 'react-admin';
import { useScreenTexts } from '../i18n/useScreenTexts';
import { LogoSlots } from './LogoSlots';
import { PictureSlot } from './PictureSlot';
import { profilePicture } from './pictureKinds';

export function ProfilePicture() {
  const text = useScreenTexts('pictures');
  const { identity } = useGetIdentity();
  const account = identity?.account as { id?: string; accountType?: string } | undefined;
  const { canAccess: canEditAgency } = useCanAccess({ resource: 'agencies', action: 'edit' });
  return (
    <>
      <PictureSlot kind={profilePicture(text('profileTitle'))} imagePath="/api/user/v1/pic" />
      {account?.accountType === 'AGENCY' && account.id && canEditAgency === true && (
        <LogoSlots agencyId={account.id} canChange />
      )}
    </>
  );
}
