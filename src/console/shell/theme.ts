import { createTheme } from '@mui/material/styles';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The console's light theme; the dark theme and the stored preference come with the shell issue. */
export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#1f4e79' }, secondary: { main: '#0b7a75' } },
};

/** The same theme, built for the public screens that live outside react-admin. */
export const publicTheme = createTheme(consoleTheme);
