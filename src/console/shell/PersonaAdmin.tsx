import { lazy } from 'react';
import { AdminContext, CustomRoutes, localStorageStore, Resource, type I18nProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { consoleResources } from '../../../resources/consoleResources';
import { ConsoleProvidersProvider, createConsoleProviders } from '../providers/consoleProviders';
import { resourceProps, routePage } from '../registry/resourceProps';
import { ConsoleAdminUI } from './ConsoleAdminUI';
import { ConsoleLayout } from './ConsoleLayout';
export { LIST_KIT } from './listKit';
import { consoleDarkTheme, consoleTheme } from './theme';
import { ConsoleNotifications } from '../notifications/ConsoleNotifications';
import { withTexts } from '../i18n/i18nProvider';

// Pages beside the resources, each its own chunk (charts, schema forms, profile and MFA load when opened).
const Dashboard = lazy(() => import('./Dashboard').then((page) => ({ default: page.Dashboard })));
const ProfilePage = lazy(() => import('../profile/ProfilePage').then((page) => ({ default: page.ProfilePage })));
const QuestionnairePage = lazy(() => import('../forms/QuestionnairePage').then((page) => ({ default: page.QuestionnairePage })));
const FormPreviewPage = lazy(() => import('../forms/FormPreviewPage').then((page) => ({ default: page.FormPreviewPage })));
const SignUpInvitationPage = lazy(() =>
  withTexts('signin', import('../invitations/SignUpInvitationPage')).then((page) => ({ default: page.SignUpInvitationPage })),
);

/**
 * The signed-in side's composition root: the one module that imports the console's resource registry (it is
 * loaded lazily by App.tsx, so the login page carries no resource). The views' loaders are issued from here,
 * so their chunks can reuse everything the shell has already loaded.
 */
const providers = createConsoleProviders(consoleResources);

// What react-admin's <Admin> does, minus its default i18n provider (polyglot and its English texts), which this
// console never uses: it always passes the i18next provider.
const store = localStorageStore();

/** react-admin shows its dashboard at the basename's root; the platform's dashboard lives at {base}/dashboard. */
const ToDashboard = () => <Navigate to="dashboard" replace />;

/** One persona's area (/admin, /agency, /customer…): react-admin mounted under that base path. */
export function PersonaAdmin({ basePath, i18nProvider }: { basePath: string; i18nProvider: I18nProvider }) {
  const { resources, dataProvider, authProvider } = providers;
  return (
    <ConsoleProvidersProvider value={providers}>
    <AdminContext
      basename={basePath}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={consoleTheme}
      darkTheme={consoleDarkTheme}
      defaultTheme="light"
    >
      {/* No react-admin login page in the area: sign-in is the console's own /login (the auth provider sends
          every signed-out user there), so react-admin's login form is not shipped with the shell. */}
      <ConsoleAdminUI layout={ConsoleLayout} dashboard={ToDashboard} notification={ConsoleNotifications} requireAuth disableTelemetry>
      {resources.map((resource) => (
        <Resource key={resource.declaration.name} {...resourceProps(resource)} />
      ))}
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/manage/me" element={<ProfilePage />} />
        <Route path="/accounts/:id/questionnaire" element={<QuestionnairePage />} />
        <Route path="/accounts/:id/questionnaire/:form" element={<QuestionnairePage />} />
        <Route path="/forms/preview" element={<FormPreviewPage />} />
        <Route path="/invitations/signup" element={<SignUpInvitationPage />} />
        {resources.flatMap((resource) =>
          (resource.routes ?? []).map((route) => {
            const Page = routePage(route);
            return <Route key={route.path} path={route.path} element={<Page />} />;
          }),
        )}
      </CustomRoutes>
      </ConsoleAdminUI>
    </AdminContext>
    </ConsoleProvidersProvider>
  );
}
