/** The agency page's logos (spec 001 §2 "agency logo crop", "wide logo crop"): the small 144×144 and the wide 300×72 logo. */
import { Stack, Typography } from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { PictureSlot } from '../../../src/console/pictures/PictureSlot';
import { logoPath, smallLogo, wideLogo } from '../../../src/console/pictures/pictureKinds';

export function AgencyLogos() {
  const text = useScreenTexts('pictures');
  const record = useRecordContext<{ id: string }>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'agencies', action: 'edit' });
  if (!record) return null;
  const id = String(record.id);
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <Typography variant="h6" component="h2">
        {text('logos')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <PictureSlot kind={smallLogo(text('smallLogoTitle'), id)} imagePath={logoPath(id, true)} canChange={canEdit === true} />
        <PictureSlot kind={wideLogo(text('wideLogoTitle'), id)} imagePath={logoPath(id, false)} canChange={canEdit === true} />
      </Stack>
    </Stack>
  );
}
