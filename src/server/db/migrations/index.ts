import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './001_foundation';
import * as historyAndOrg from './002_history_and_org';
import * as auth from './005_auth';
import * as business from './003_business';
import * as forms from './004_forms';
import * as shell from './006_shell';
import * as workflows from './007_workflows';
import * as clientRecordIndexes from './008_client_record_indexes';
import * as listIndexes from './009_list_indexes';
import * as apiKeys from './011_api_keys';
import * as organisationParties from './010_organisation_parties';
import * as listSearchText from './012_list_search_text';
import * as searchTextStatistics from './013_search_text_statistics';
import * as staffListAgency from './014_staff_list_agency';
import * as clusterTimers from './015_cluster_timers';

/** Every migration, in order. Both databases run the same set on start. */
const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_history_and_org': historyAndOrg,
  '005_auth': auth,
  '003_business': business,
  '004_forms': forms,
  '006_shell': shell,
  '007_workflows': workflows,
  '008_client_record_indexes': clientRecordIndexes,
  '009_list_indexes': listIndexes,
  '011_api_keys': apiKeys,
  '010_organisation_parties': organisationParties,
  '012_list_search_text': listSearchText,
  '013_search_text_statistics': searchTextStatistics,
  '014_staff_list_agency': staffListAgency,
  '015_cluster_timers': clusterTimers,
};

/** The core migrations and the resources' own; a resource may not reuse a core name. */
export const migrationProvider = (extra: Record<string, Migration> = {}): MigrationProvider => ({
  getMigrations: async () => {
    const clash = Object.keys(extra).find((name) => name in MIGRATIONS);
    if (clash) throw new Error(`Resource migration ${clash} has the name of a core migration`);
    return { ...MIGRATIONS, ...extra };
  },
});
