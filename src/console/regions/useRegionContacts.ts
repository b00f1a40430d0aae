import { useConsoleConfig } from '../config/consoleConfig';
import { REGION_CONTACTS, type RegionContacts } from '../../shared/region/regionContacts';

export const useRegionContacts = (): RegionContacts => REGION_CONTACTS[useConsoleConfig().region] ?? REGION_CONTACTS.US;
