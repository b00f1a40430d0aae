import CategoryIcon from '@mui/icons-material/Category';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { industryCodesResource } from './declaration';

export const industryCodes = defineConsoleResource({
  declaration: industryCodesResource,
  personas: [],
  icon: CategoryIcon,
  recordRepresentation: 'secondaryIndustry',
  views: {
    list: () => import('./IndustryCodeViews').then((views) => views.IndustryCodeList),
    create: () => import('./IndustryCodeViews').then((views) => views.IndustryCodeCreate),
    edit: () => import('./IndustryCodeViews').then((views) => views.IndustryCodeEdit),
  },
});
