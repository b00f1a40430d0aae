import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { ConsoleConfigProvider, type ConsoleConfig } from './config/consoleConfig';
import { LoginPage } from './login/LoginPage';
import { LogoutPage } from './login/LogoutPage';
import { PersonaAdmin } from './shell/PersonaAdmin';
import { PersonaGate } from './shell/PersonaGate';
import { publicTheme } from './shell/theme';

/** Public routes at the root (spec 000 §2.1) and one react-admin area per persona base path (§2.2). */
export function App({ config, i18nProvider }: { config: ConsoleConfig; i18nProvider: I18nProvider }) {
  return (
    <ConsoleConfigProvider value={config}>
      <I18nContextProvider value={i18nProvider}>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Navigate to="/login" replace />} />
            <Route path="/login" element={<Public><LoginPage /></Public>} />
            <Route path="/logout" element={<Public><LogoutPage /></Public>} />
            <Route
              path="/:persona/*"
              element={<PersonaGate>{(basePath) => <PersonaAdmin basePath={basePath} i18nProvider={i18nProvider} />}</PersonaGate>}
            />
          </Routes>
        </BrowserRouter>
      </I18nContextProvider>
    </ConsoleConfigProvider>
  );
}

const Public = ({ children }: { children: React.ReactNode }) => (
  <ThemeProvider theme={publicTheme}>
    <CssBaseline />
    {children}
  </ThemeProvider>
);
