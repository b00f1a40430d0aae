import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { accounts } from '../../../resources/accounts';
import { claims } from '../../../resources/claims';
import { agencies } from '../../../resources/agencies';
import { users } from '../../../resources/users';
import { roles } from '../../../resources/roles';
import { teams } from '../../../resources/teams';
import { quotes } from '../../../resources/quotes';
import { policies } from '../../../resources/policies';
import { agencyLicenses } from '../../../resources/agencyLicenses';
import { agentLicenses } from '../../../resources/agentLicenses';
import { surplusLicenses } from '../../../resources/surplusLicenses';
import { webhooks } from '../../../resources/webhooks';
import { tags } from '../../../resources/tags';
import { accountTags } from '../../../resources/accountTags';
import { ManageTagsRoute } from '../../../resources/tags/ManageTagsRoute';
import { FormPreviewPage } from '../forms/FormPreviewPage';
import { QuestionnairePage } from '../forms/QuestionnairePage';
import { ProfilePage } from '../profile/ProfilePage';
import { SignUpInvitationPage } from '../invitations/SignUpInvitationPage';
import { authProvider, dataProvider } from '../providers/instances';
import { ConsoleLayout } from './ConsoleLayout';
import { Dashboard } from './Dashboard';
import { consoleDarkTheme, consoleTheme } from './theme';
import { ConsoleNotifications } from '../notifications/ConsoleNotifications';

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
      darkTheme={consoleDarkTheme}
      defaultTheme="light"
      notification={ConsoleNotifications}
      requireAuth
      disableTelemetry
    >
      <Resource {...accounts} />
      <Resource {...claims} />
      <Resource {...agencies} />
      <Resource {...users} />
      <Resource {...roles} />
      <Resource {...teams} />
      <Resource {...quotes} />
      <Resource {...policies} />
      <Resource {...agencyLicenses} />
      <Resource {...agentLicenses} />
      <Resource {...surplusLicenses} />
      <Resource {...webhooks} />
      <Resource {...tags} />
      <Resource {...accountTags} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/manage/tags" element={<ManageTagsRoute />} />
        <Route path="/manage/me" element={<ProfilePage />} />
        <Route path="/accounts/:id/questionnaire" element={<QuestionnairePage />} />
        <Route path="/accounts/:id/questionnaire/:form" element={<QuestionnairePage />} />
        <Route path="/forms/preview" element={<FormPreviewPage />} />
        <Route path="/invitations/signup" element={<SignUpInvitationPage />} />
      </CustomRoutes>
    </Admin>
  );
}
