/**
 * Everyone signed in sends feedback (spec 001 §2: the dialog is in every area's user menu); the provider's staff
 * read it. Super Admin and Power User hold every permission (update and delete included); nobody else changes it.
 */
const STAFF_READERS = ['Customer Success', 'Biz Dev', 'TSM', 'Technician', 'Head of Claims'].map(
  (role) => `PROVIDER/${role}`,
);
const SENDERS = [
  ...STAFF_READERS,
  'AGENCY/Agency Admin',
  'AGENCY/Principal Producer',
  'AGENCY/Agent',
  'CUSTOMER/Account Admin',
  'CUSTOMER/Risk Manager',
  'CUSTOMER/Policy Holder',
  ...['DIGITAL', 'MSSP', 'CARRIER', 'VENDOR', 'CLUSTER', 'RE_INSURER', 'PREMIUM_PROCESSOR', 'POOL'].map(
    (type) => `${type}/Administrator`,
  ),
];

export const grants: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  SENDERS.map((role) => [
    role,
    STAFF_READERS.includes(role) ? ['feedback:create', 'feedback:read'] : ['feedback:create'],
  ]),
);
