import BusinessIcon from '@mui/icons-material/Business';
import { defineConsoleResource, type ConsoleResource } from '../../src/console/registry/consoleResource';
import { ORGANISATION_DECLARATIONS } from './declaration';
import { ORGANISATION_TYPES } from './organisationTypes';

const views = () => import('./OrganisationViews');

/**
 * One console resource per organisation type (staff's area only: each persona reads its own organisation through
 * the dashboard, not a menu entry). The views are shared and read their type from the resource name.
 */
export const organisations: readonly ConsoleResource[] = ORGANISATION_TYPES.map((type) =>
  defineConsoleResource({
    declaration: ORGANISATION_DECLARATIONS[type.name],
    personas: [],
    icon: BusinessIcon,
    recordRepresentation: 'name',
    views: {
      list: () => views().then((v) => v.OrganisationList),
      show: () => views().then((v) => v.OrganisationShow),
      create: () => views().then((v) => v.OrganisationCreate),
      edit: () => views().then((v) => v.OrganisationEdit),
    },
  }),
);
