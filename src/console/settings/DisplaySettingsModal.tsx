import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Switch,
  FormLabel,
  FormControl,
  TextField,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { PLATFORM_LANGUAGES } from '../i18n/i18nProvider';
import { useFeatureFlags } from '../flags/useFeatureFlags';
import { useUiSettings } from './UiSettingsContext';

/** The display settings modal (theme, compressed layout, platform language); also reachable by deep link ?modal=displaySettings. */
export function DisplaySettingsModal({ close }: { data: unknown; close: () => void }) {
  const translate = useTranslate();
  const { settings, update } = useUiSettings();
  const [locale] = useLocaleState();
  const { language_selector: languageSelector } = useFeatureFlags();
  return (
    <>
      <DialogTitle>{translate('shell.settings.title')}</DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id="display-theme">{translate('shell.settings.theme')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="display-theme"
            value={settings.theme}
            onChange={(event) => void update({ theme: event.target.value as 'light' | 'dark' })}
          >
            <FormControlLabel value="light" control={<Radio />} label={translate('shell.settings.light')} />
            <FormControlLabel value="dark" control={<Radio />} label={translate('shell.settings.dark')} />
          </RadioGroup>
        </FormControl>
        <FormControlLabel
          sx={{ display: 'flex', mt: 1 }}
          control={
            <Switch
              checked={settings.compressedLayout}
              onChange={(event) => void update({ compressedLayout: event.target.checked })}
            />
          }
          label={translate('shell.settings.compressed')}
        />
        {languageSelector && (
          <TextField
            select
            fullWidth
            sx={{ mt: 2 }}
            label={translate('shell.settings.language')}
            value={locale}
            onChange={(event) => void update({ platformLanguage: event.target.value })}
          >
            {PLATFORM_LANGUAGES.map(({ locale: option, name }) => (
              <MenuItem key={option} value={option} lang={option}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('shell.settings.close')}</Button>
      </DialogActions>
    </>
  );
}
