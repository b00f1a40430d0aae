/** The profile page's picture (spec 001 §2 "profile picture crop"): the caller's own, changed through the crop dialog. */
import { useScreenTexts } from '../i18n/useScreenTexts';
import { PictureSlot } from './PictureSlot';
import { profilePicture } from './pictureKinds';

export function ProfilePicture() {
  const text = useScreenTexts('pictures');
  return <PictureSlot kind={profilePicture(text('profileTitle'))} imagePath="/api/user/v1/pic" />;
}
