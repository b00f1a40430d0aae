import StorefrontIcon from '@mui/icons-material/Storefront';
import { agenciesResource } from './declaration';
import { AgencyCreate, AgencyEdit, AgencyList, AgencyShow } from './AgencyViews';

export const agencies = { name: agenciesResource.name, list: AgencyList, show: AgencyShow, create: AgencyCreate, edit: AgencyEdit, icon: StorefrontIcon, recordRepresentation: 'fullName' };
