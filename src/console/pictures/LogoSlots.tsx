/** An agency's two logos (spec 001 §2 "agency logo crop", "wide logo crop"): the small 144×144 and the wide 300×72 one. */
import { Stack, Typography } from '@mui/material';
import { useScreenTexts } from '../i18n/useScreenTexts';
import { PictureSlot } from './PictureSlot';
import { logoPath, smallLogo, wideLogo } from './pictureKinds';

export function LogoSlots({ agencyId, canChange }: { agencyId: string; canChange: boolean }) {
  const text = useScreenTexts('pictures');
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <Typography variant="h6" component="h2">
        {text('logos')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <PictureSlot
          kind={smallLogo(text('smallLogoTitle'), agencyId)}
          imagePath={logoPath(agencyId, true)}
          canChange={canChange}
        />
        <PictureSlot
          kind={wideLogo(text('wideLogoTitle'), agencyId)}
          imagePath={logoPath(agencyId, false)}
          canChange={canChange}
        />
      </Stack>
    </Stack>
  );
}
