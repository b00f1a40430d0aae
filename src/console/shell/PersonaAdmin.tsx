import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { accounts } from '../../../resources/accounts';
import { authProvider, dataProvider } from '../providers/instances';
import { ConsoleLayout } from './ConsoleLayout';
import { Dashboard } from './Dashboard';
import { consoleTheme } from './theme';

/** react-admin shows its dashboard at the basename's root; the platform's dashboard lives at {base}/dashboard. */
const ToDashboard = () => <Navigate to="dashboard" replace />;

/** One persona's area (/admin, /agency, /customer…): react-admin mounted under that base path. */
export function PersonaAdmin({ basePath, i18nProvider }: { basePath: string; i18nProvider: I18nProvider }) {
  return (
    <Admin
      basename={basePath}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={ConsoleLayout}
      dashboard={ToDashboard}
      theme={consoleTheme}
      requireAuth
      disableTelemetry
    >
      <Resource {...accounts} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
      </CustomRoutes>
    </Admin>
  );
}
