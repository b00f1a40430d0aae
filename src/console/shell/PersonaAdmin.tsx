import { lazy, useState } from 'react';
import { AdminContext, CustomRoutes, localStorageStore, Resource, type I18nProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { ConsoleProvidersProvider, createConsoleProviders, type ConsoleProviders } from '../providers/consoleProviders';
import type { ConsoleResource } from '../registry/consoleResource';
import { registeredResources } from '../registry/registeredResources';
import { preloadViewAt } from '../registry/viewAt';
// react-admin's list kit, kept whole with the shell by the build (listKit.ts says why).
import './listKit';
import { resourceProps, routePage } from '../registry/resourceProps';
import { ConsoleAdminUI } from './ConsoleAdminUI';
import { ConsoleLayout } from './ConsoleLayout';
import { consoleDarkTheme, consoleTheme } from './theme';
import { ConsoleNotifications } from '../notifications/ConsoleNotifications';
import { StaticResourceDefinitions } from './StaticResourceDefinitions';
import { sessionQueryClient } from './sessionQueries';
import { withTexts } from '../i18n/i18nProvider';

// Pages beside the resources, each its own chunk (charts, schema forms, profile and MFA load when opened).
const Dashboard = lazy(() => import('./Dashboard').then((page) => ({ default: page.Dashboard })));
const ProfilePage = lazy(() => import('../profile/ProfilePage').then((page) => ({ default: page.ProfilePage })));
const QuestionnairePage = lazy(() =>
  import('../forms/QuestionnairePage').then((page) => ({ default: page.QuestionnairePage })),
);
const FormPreviewPage = lazy(() =>
  import('../forms/FormPreviewPage').then((page) => ({ default: page.FormPreviewPage })),
);
const FormVersionsPage = lazy(() =>
  import('../forms/FormVersionsPage').then((page) => ({ default: page.FormVersionsPage })),
);
const SignUpInvitationPage = lazy(() =>
  withTexts('signin', import('../invitations/SignUpInvitationPage')).then((page) => ({
    default: page.SignUpInvitationPage,
  })),
);

/** Starts fetching the code of the view at `path` (inside the area) ahead of its first render (preloadSignedInArea.ts). */
export const preloadView = (path: string): Promise<void> => preloadViewAt(registeredResources, path);

/** The providers of the signed-in side, built once from the registry the composition root loaded. */
let built: { resources: readonly ConsoleResource[]; providers: ConsoleProviders } | undefined;
const providersFor = (resources: readonly ConsoleResource[]): ConsoleProviders => {
  if (built?.resources !== resources) built = { resources, providers: createConsoleProviders(resources) };
  return built.providers;
};

// What react-admin's <Admin> does, minus its default i18n provider (polyglot and its English texts), which this
// console never uses: it always passes the i18next provider.
const store = localStorageStore();

/**
 * On a browser that has stored no language yet, the texts' locale is stored before the area renders: react-admin's
 * i18n context renders nothing until an effect has compared the stored locale with the texts', which cost every
 * first visit a render pass. A stored one is left alone (the user's platform language, UiSettingsContext.tsx).
 */
function storeFirstLocale(i18nProvider: I18nProvider): void {
  if (store.getItem('locale') === undefined) store.setItem('locale', i18nProvider.getLocale());
}

/** react-admin shows its dashboard at the basename's root; the platform's dashboard lives at {base}/dashboard. */
const ToDashboard = () => <Navigate to="dashboard" replace />;

/**
 * One persona's area (/admin, /agency, /customer…): react-admin mounted under that base path, over the resources
 * the composition root (src/console/registry/compositionRoot.ts) loaded. The views' loaders are issued from here,
 * so their chunks can reuse everything the shell has already loaded.
 */
export function PersonaAdmin({ basePath, i18nProvider }: { basePath: string; i18nProvider: I18nProvider }) {
  const providers = providersFor(registeredResources);
  const { resources, dataProvider, authProvider } = providers;
  const [queryClient] = useState(() => sessionQueryClient(providers));
  storeFirstLocale(i18nProvider);
  return (
    <ConsoleProvidersProvider value={providers}>
      <AdminContext
        basename={basePath}
        queryClient={queryClient}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={consoleTheme}
        darkTheme={consoleDarkTheme}
        defaultTheme="light"
      >
        <StaticResourceDefinitions resources={resources}>
          {/* No react-admin login page in the area: sign-in is the console's own /login (the auth provider sends
          every signed-out user there), so react-admin's login form is not shipped with the shell. */}
          <ConsoleAdminUI
            layout={ConsoleLayout}
            dashboard={ToDashboard}
            notification={ConsoleNotifications}
            requireAuth
            disableTelemetry
          >
            {resources.map((resource) => (
              <Resource key={resource.declaration.name} {...resourceProps(resource)} />
            ))}
            <CustomRoutes>
              <Route path="/dashboard" element={<Dashboard />} />
              <Route path="/manage/me" element={<ProfilePage />} />
              <Route path="/accounts/:id/questionnaire" element={<QuestionnairePage />} />
              <Route path="/accounts/:id/questionnaire/:form" element={<QuestionnairePage />} />
              <Route path="/forms/preview" element={<FormPreviewPage />} />
              <Route path="/forms/versions" element={<FormVersionsPage />} />
              <Route path="/invitations/signup" element={<SignUpInvitationPage />} />
              {resources.flatMap((resource) =>
                (resource.routes ?? []).map((route) => {
                  const Page = routePage(route);
                  return <Route key={route.path} path={route.path} element={<Page />} />;
                }),
              )}
            </CustomRoutes>
          </ConsoleAdminUI>
        </StaticResourceDefinitions>
      </AdminContext>
    </ConsoleProvidersProvider>
  );
}
