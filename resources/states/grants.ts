import { grantedToStaffAndAgencies } from '../../src/server/seed/roleCatalogue';

/** States: a catalogue every signed-in staff and agency role reads; only Super Admin and Power User change it. */
export const grants = grantedToStaffAndAgencies(['state:read']);
