/**
 * Which user-form fields a persona sees (spec 001 §6): the organisation (agency) selector only for staff
 * editing another organisation's users, the Slack handle for staff only, the primary contact hidden for
 * carriers and technicians, the billing contact hidden for the mssp, insured and pool personas and for
 * technicians.
 */
export interface UserFieldVisibility {
  organisation: boolean;
  slackHandle: boolean;
  primaryContact: boolean;
  billingContact: boolean;
}

const NO_AGENCY_SELECTOR = new Set(['CARRIER', 'RE_INSURER', 'PREMIUM_PROCESSOR', 'CUSTOMER', 'POOL']);

export function userFieldVisibility(
  callerAccountType: string | undefined,
  callerRole: string | undefined,
  editedAccountType?: string,
): UserFieldVisibility {
  const staff = callerAccountType === 'PROVIDER';
  const technician = callerRole === 'Technician';
  return {
    organisation: staff && editedAccountType !== 'PROVIDER' && !NO_AGENCY_SELECTOR.has(editedAccountType ?? ''),
    slackHandle: staff,
    primaryContact: callerAccountType !== 'CARRIER' && !technician,
    billingContact: !['MSSP', 'CUSTOMER', 'POOL'].includes(callerAccountType ?? '') && !technician,
  };
}
