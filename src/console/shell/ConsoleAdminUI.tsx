import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { CoreAdminUI, LoadingPage } from 'react-admin';

/** One of react-admin's seldom-shown pages, fetched when first shown (nothing in its place meanwhile). */
function onDemand<P extends object>(
  pick: (pages: typeof import('./errorPages')) => ComponentType<P>,
): ComponentType<P> {
  const Page = lazy(async () => ({ default: pick(await import('./errorPages')) }));
  return function OnDemandPage(props: P) {
    return (
      <Suspense fallback={null}>
        <Page {...(props as any)} />
      </Suspense>
    );
  };
}

const AccessDenied = onDemand((pages) => pages.AccessDenied);
const AuthenticationError = onDemand((pages) => pages.AuthenticationError);
const NotFound = onDemand((pages) => pages.NotFound);
const ErrorPage = onDemand((pages) => pages.ErrorPage);

type CoreProps = ComponentProps<typeof CoreAdminUI>;

/**
 * react-admin's `<AdminUI>` as the console uses it: no login page, no auth-callback page (sign-in is the console's
 * own /login; AdminUI would ship react-admin's login form and its snackbar anyway), the console's notifications,
 * and the 404 / 403 / error pages loaded when one is first shown.
 */
export function ConsoleAdminUI({
  notification: Notification,
  ...props
}: Omit<CoreProps, 'loginPage' | 'authCallbackPage'> & { notification: ComponentType }) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        catchAll={NotFound as CoreProps['catchAll']}
        error={ErrorPage as CoreProps['error']}
        loading={LoadingPage}
        loginPage={false}
        {...props}
      />
      <Notification />
    </CssBaseline>
  );
}
