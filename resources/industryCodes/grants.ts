/** Industry codes: a catalogue every signed-in organisation reads; Super Admin and Power User change it. */
const READ = ['naics:read'];
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': READ,
  'PROVIDER/Biz Dev': READ,
  'PROVIDER/TSM': READ,
  'PROVIDER/Technician': READ,
  'PROVIDER/Head of Claims': READ,
  'AGENCY/Agency Admin': READ,
  'AGENCY/Principal Producer': READ,
  'AGENCY/Agent': READ,
};
