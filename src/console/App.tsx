import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { ConsoleConfigProvider, type ConsoleConfig } from './config/consoleConfig';
import { LoginPage } from './login/LoginPage';
import { LogoutPage } from './login/LogoutPage';
import {
  ApplicationSignedPage,
  ConfirmMfaResetPage,
  ConfirmPasswordResetPage,
  ConfirmUserPage,
  ForgotPasswordPage,
  JumpLoadingPage,
  LoadingPage,
  PasswordExpiredPage,
  ResendValidationPage,
  SignupSubmittedPage,
} from './login';
import { DevOutboxPage } from './auth/outbox/DevOutboxPage';
import { SignupValidationPage } from './login/signupValidation/SignupValidationPage';
import { WorkflowCodePage } from './login/workflow';
import { PersonaAdmin } from './shell/PersonaAdmin';
import { PersonaGate } from './shell/PersonaGate';
import { publicTheme } from './shell/theme';
import { CrashBoundary } from './crash/CrashBoundary';
import { UnsupportedBrowserPage } from './crash/UnsupportedBrowserPage';
import { CookieBar } from './notices/CookieBar';
import { MaintenanceGate } from './notices/MaintenanceGate';
import { ServerDownPage } from './versionWatch/ServerDownPage';

/** Public routes at the root (spec 000 §2.1) and one react-admin area per persona base path (§2.2). */
export function App({ config, i18nProvider }: { config: ConsoleConfig; i18nProvider: I18nProvider }) {
  return (
    <ConsoleConfigProvider value={config}>
      <I18nContextProvider value={i18nProvider}>
        <CrashBoundary>
        <BrowserRouter>
          <MaintenanceGate frame={(page) => <Public>{page}</Public>}>
          <Routes>
            <Route path="/" element={<Navigate to="/login" replace />} />
            <Route path="/login" element={<Public><LoginPage /></Public>} />
            <Route path="/logout" element={<Public><LogoutPage /></Public>} />
            {/* Shell notices (the shell issue). */}
            <Route path="/serverdown" element={<Public><ServerDownPage /></Public>} />
            <Route path="/unsupported" element={<Public><UnsupportedBrowserPage /></Public>} />
            {/* Sign-in, recovery and hand-off screens (spec 000 §2.1; the sign-in issue). */}
            <Route path="/login-existing" element={<Public><LoginPage /></Public>} />
            <Route path="/loading" element={<Public><LoadingPage /></Public>} />
            <Route path="/loading/:token" element={<Public><JumpLoadingPage /></Public>} />
            <Route path="/forgot-password" element={<Public><ForgotPasswordPage /></Public>} />
            <Route path="/confirmPasswordReset/:token" element={<Public><ConfirmPasswordResetPage /></Public>} />
            <Route path="/confirmUser/:token" element={<Public><ConfirmUserPage /></Public>} />
            <Route path="/confirmMfaReset/:token" element={<Public><ConfirmMfaResetPage /></Public>} />
            <Route path="/password-expired" element={<Public><PasswordExpiredPage /></Public>} />
            <Route path="/resend-validation" element={<Public><ResendValidationPage /></Public>} />
            <Route path="/signup-submitted" element={<Public><SignupSubmittedPage /></Public>} />
            <Route path="/signup-validation/:token" element={<Public><SignupValidationPage /></Public>} />
            <Route path="/application-signed" element={<Public><ApplicationSignedPage /></Public>} />
            <Route path="/validate/:workflowId" element={<Public><WorkflowCodePage /></Public>} />
            <Route path="/dev/outbox" element={<Public><DevOutboxPage /></Public>} />
            <Route
              path="/:persona/*"
              element={<PersonaGate>{(basePath) => <PersonaAdmin basePath={basePath} i18nProvider={i18nProvider} />}</PersonaGate>}
            />
          </Routes>
          </MaintenanceGate>
          <CookieBar />
        </BrowserRouter>
        </CrashBoundary>
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
