import { grantedToStaffAndAgencies } from '../../src/server/seed/roleCatalogue';

/** Industry codes: a catalogue every signed-in staff and agency role reads; Super Admin and Power User change it. */
export const grants = grantedToStaffAndAgencies(['naics:read']);
