import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nContext, type I18nProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import LinearProgress from '@mui/material/LinearProgress';
import { ConsoleConfigProvider, type ConsoleConfig } from './config/consoleConfig';
import { PersonaGate } from './shell/PersonaGate';
import { PersonaAdmin } from './shell/PersonaAdmin';
import { ShellSkeleton } from './shell/ShellSkeleton';
import { publicTheme } from './shell/theme';
import { CrashBoundary } from './crash/CrashBoundary';
import { CookieBar } from './notices/CookieBar';
import { MaintenanceGate } from './notices/MaintenanceGate';
import { publicRoutes } from './registry/publicRoot';
import { withTexts } from './i18n/i18nProvider';

/**
 * The console's composition root. The signed-in persona shell (shell/PersonaAdmin.tsx, which imports the resource
 * registry) comes with the entry; each public screen (the login page included), each resource's views, the
 * dashboard's charts and the schema forms load on demand when first shown. Why the shell is not lazy: its code and
 * react-admin's list kit, split from the entry, were cut by the public pages' imports into some forty shared
 * chunks; in one, the accounts list loads about 28 KB gzip less in 15 files instead of 52, and paints sooner
 * (docs/architecture/console.md "What a page loads").
 */

/** A named export of a lazily loaded module as a lazy component. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// The sign-in screens read the `signin` texts, which load beside their code (the signed-in pages never need them).
const loginPages = () => withTexts('signin', import('./login'));
const LoginPage = lazyNamed(() => withTexts('signin', import('./login/LoginPage')), 'LoginPage');
const LogoutPage = lazyNamed(loginPages, 'LogoutPage');
const ApplicationSignedPage = lazyNamed(loginPages, 'ApplicationSignedPage');
const ConfirmMfaResetPage = lazyNamed(loginPages, 'ConfirmMfaResetPage');
const ConfirmPasswordResetPage = lazyNamed(loginPages, 'ConfirmPasswordResetPage');
const ConfirmUserPage = lazyNamed(loginPages, 'ConfirmUserPage');
const ForgotPasswordPage = lazyNamed(loginPages, 'ForgotPasswordPage');
const JumpLoadingPage = lazyNamed(loginPages, 'JumpLoadingPage');
const LoadingPage = lazyNamed(loginPages, 'LoadingPage');
const PasswordExpiredPage = lazyNamed(loginPages, 'PasswordExpiredPage');
const ResendValidationPage = lazyNamed(loginPages, 'ResendValidationPage');
const SignupSubmittedPage = lazyNamed(loginPages, 'SignupSubmittedPage');
const DevOutboxPage = lazyNamed(() => import('./auth/outbox/DevOutboxPage'), 'DevOutboxPage');
const SignupValidationPage = lazyNamed(
  () => withTexts('signin', import('./login/signupValidation/SignupValidationPage')),
  'SignupValidationPage',
);
const WorkflowCodePage = lazyNamed(() => withTexts('signin', import('./login/workflow')), 'WorkflowCodePage');
const ServerDownPage = lazyNamed(() => import('./versionWatch/ServerDownPage'), 'ServerDownPage');
const UnsupportedBrowserPage = lazyNamed(() => import('./crash/UnsupportedBrowserPage'), 'UnsupportedBrowserPage');
/** The resources' public pages (from the composition root), each loaded on its first visit. */
const RESOURCE_PUBLIC_PAGES = publicRoutes.map((route) => ({
  path: route.path,
  Page: lazy(async () => ({ default: await route.load() })),
}));

/** Public routes at the root (spec 000 §2.1) and one react-admin area per persona base path (§2.2). */
export function App({ config, i18nProvider }: { config: ConsoleConfig; i18nProvider: I18nProvider }) {
  return (
    <ConsoleConfigProvider value={config}>
      {/* The region's texts are loaded before the first render, so they are given at once: react-admin's
      I18nContextProvider would render nothing until an effect had compared a stored locale with them. */}
      <I18nContext.Provider value={i18nProvider}>
        <CrashBoundary>
          <BrowserRouter>
            <MaintenanceGate frame={(page) => <Public>{page}</Public>}>
              <Routes>
                <Route path="/" element={<Navigate to="/login" replace />} />
                <Route
                  path="/login"
                  element={
                    <Public>
                      <LoginPage />
                    </Public>
                  }
                />
                <Route
                  path="/logout"
                  element={
                    <Public>
                      <LogoutPage />
                    </Public>
                  }
                />
                {/* Shell notices (the shell issue). */}
                <Route
                  path="/serverdown"
                  element={
                    <Public>
                      <ServerDownPage />
                    </Public>
                  }
                />
                <Route
                  path="/unsupported"
                  element={
                    <Public>
                      <UnsupportedBrowserPage />
                    </Public>
                  }
                />
                {/* Sign-in, recovery and hand-off screens (spec 000 §2.1; the sign-in issue). */}
                <Route
                  path="/login-existing"
                  element={
                    <Public>
                      <LoginPage />
                    </Public>
                  }
                />
                <Route
                  path="/loading"
                  element={
                    <Public>
                      <LoadingPage />
                    </Public>
                  }
                />
                <Route
                  path="/loading/:token"
                  element={
                    <Public>
                      <JumpLoadingPage />
                    </Public>
                  }
                />
                <Route
                  path="/forgot-password"
                  element={
                    <Public>
                      <ForgotPasswordPage />
                    </Public>
                  }
                />
                <Route
                  path="/confirmPasswordReset/:token"
                  element={
                    <Public>
                      <ConfirmPasswordResetPage />
                    </Public>
                  }
                />
                <Route
                  path="/confirmUser/:token"
                  element={
                    <Public>
                      <ConfirmUserPage />
                    </Public>
                  }
                />
                <Route
                  path="/confirmMfaReset/:token"
                  element={
                    <Public>
                      <ConfirmMfaResetPage />
                    </Public>
                  }
                />
                <Route
                  path="/password-expired"
                  element={
                    <Public>
                      <PasswordExpiredPage />
                    </Public>
                  }
                />
                <Route
                  path="/resend-validation"
                  element={
                    <Public>
                      <ResendValidationPage />
                    </Public>
                  }
                />
                <Route
                  path="/signup-submitted"
                  element={
                    <Public>
                      <SignupSubmittedPage />
                    </Public>
                  }
                />
                <Route
                  path="/signup-validation/:token"
                  element={
                    <Public>
                      <SignupValidationPage />
                    </Public>
                  }
                />
                <Route
                  path="/application-signed"
                  element={
                    <Public>
                      <ApplicationSignedPage />
                    </Public>
                  }
                />
                <Route
                  path="/validate/:workflowId"
                  element={
                    <Public>
                      <WorkflowCodePage />
                    </Public>
                  }
                />
                <Route
                  path="/dev/outbox"
                  element={
                    <Public>
                      <DevOutboxPage />
                    </Public>
                  }
                />
                {RESOURCE_PUBLIC_PAGES.map(({ path, Page }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <Public>
                        <Page />
                      </Public>
                    }
                  />
                ))}
                <Route
                  path="/:persona/*"
                  element={
                    <PersonaGate>
                      {(basePath) => (
                        <Suspense fallback={<ShellSkeleton />}>
                          <PersonaAdmin basePath={basePath} i18nProvider={i18nProvider} />
                        </Suspense>
                      )}
                    </PersonaGate>
                  }
                />
              </Routes>
            </MaintenanceGate>
            <CookieBar />
          </BrowserRouter>
        </CrashBoundary>
      </I18nContext.Provider>
    </ConsoleConfigProvider>
  );
}

/** Public screens: the public theme, and a thin progress bar while a screen's chunk loads. */
const Public = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={publicTheme}>
    <CssBaseline />
    <Suspense fallback={<LinearProgress />}>{children}</Suspense>
  </ThemeProvider>
);
