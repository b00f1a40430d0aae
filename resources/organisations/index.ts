import BusinessIcon from '@mui/icons-material/Business';
import type { AccountType } from '../../src/shared/accountTypes';
import { defineConsoleResource, type ConsoleResource } from '../../src/console/registry/consoleResource';
import { ORGANISATION_DECLARATIONS } from './declaration';
import { ORGANISATION_TYPES } from './organisationTypes';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

const views = () => import('./OrganisationViews');

/**
 * One console resource per organisation type (staff's area only: each persona reads its own organisation through
 * the dashboard, not a menu entry). The views are shared and read their type from the resource name.
 */
export const organisations: readonly ConsoleResource[] = ORGANISATION_TYPES.map((type, index) =>
  defineConsoleResource({
    declaration: ORGANISATION_DECLARATIONS[type.name],
    personas: [],
    icon: BusinessIcon,
    recordRepresentation: 'name',
    // The members' methods name the type's resource: contributed once, by the first type.
    dataProviderMethods:
      index === 0
        ? [
            lazyDataProviderMethods(['organisationMembers', 'addOrganisationMember', 'removeOrganisationMember'], () =>
              import('./organisationMethods').then((module) => module.organisationMethods),
            ),
          ]
        : [],
    // The organisation's own dashboard shows it and its members.
    dashboardPanels: type.persona
      ? [
          {
            personas: [type.accountType as AccountType],
            load: () => import('./OwnOrganisationPanel').then((panel) => panel.panelFor(type)),
          },
        ]
      : [],
    views: {
      list: () => views().then((v) => v.OrganisationList),
      show: () => views().then((v) => v.OrganisationShow),
      create: () => views().then((v) => v.OrganisationCreate),
      edit: () => views().then((v) => v.OrganisationEdit),
    },
  }),
);
