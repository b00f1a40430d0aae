/**
 * Send invoice to accounting (spec 001 §7 "send invoice to accounting and its confirmation", spec 002 §5
 * "Accounting send": firstName, lastName, email, phone, policyNumber, policyId, amount, customerEmail; "Update
 * contact and accounting forms: all four fields required"). The policy's invoice goes by e-mail to the named
 * accounting contact; the policy keeps who it went to (`details.sentToAccounting`) through an action.
 */
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import type { OutgoingMessage } from '../../src/server/auth/outbox/outbox';
import { formatMoney } from '../../src/shared/region/formatting';
import type { Region } from '../../src/shared/region/regions';
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { invoiceNumberOf } from './ledger';
import { POLICY_PAY } from './permissions';
import type { ApiRecord } from '../../src/shared/api/types';

export const ACCOUNTING_MESSAGES = {
  // This project's: the spec names a confirmation without its text.
  sent: 'Invoice sent to accounting.',
  firstName: 'First Name is a required field',
  lastName: 'Last Name is a required field',
  email: 'Email is a required field',
  phone: 'Phone is a required field',
  validEmail: 'Please enter a valid Email Address',
  validPhone: 'Please enter a valid Phone Number',
  policyId: 'Policy is a required field',
} as const;
const A = ACCOUNTING_MESSAGES;

export const ACCOUNTING_INVOICE_KIND = 'ACCOUNTING_INVOICE';

const text = (message: string, max = 100) => ({
  type: 'string',
  minLength: 1,
  maxLength: max,
  pattern: '\\S',
  errorMessage: { type: message, minLength: message, pattern: message, maxLength: `At most ${max} characters` },
});

/** The four contact fields (accounting send, billing contacts): all required. */
export const contactProperties = {
  firstName: text(A.firstName),
  lastName: text(A.lastName),
  email: {
    type: 'string',
    minLength: 1,
    maxLength: 254,
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    errorMessage: { type: A.email, minLength: A.email, pattern: A.validEmail, maxLength: A.validEmail },
  },
  phone: {
    type: 'string',
    minLength: 1,
    maxLength: 32,
    pattern: '^\\+?[0-9 ().-]{7,}$',
    errorMessage: { type: A.phone, minLength: A.phone, pattern: A.validPhone, maxLength: A.validPhone },
  },
} as const;
export const contactRequired = {
  firstName: A.firstName,
  lastName: A.lastName,
  email: A.email,
  phone: A.phone,
} as const;

/** POST /api/billing/v1/accounting. */
export const accountingBody: JsonSchemaNode = {
  type: 'object',
  required: ['policyId', 'firstName', 'lastName', 'email', 'phone'],
  additionalProperties: false,
  properties: {
    policyId: { type: 'string', maxLength: 64 },
    policyNumber: { type: 'string', maxLength: 64 },
    ...contactProperties,
    amount: {
      type: 'number',
      minimum: 0,
      maximum: 1_000_000_000_000,
      errorMessage: {
        type: 'Amount must be a number',
        minimum: 'Amount must be greater than or equal to 0',
        maximum: 'Amount must be less than or equal to 1,000,000,000,000',
      },
    },
    customerEmail: { type: 'string', maxLength: 254 },
  },
  errorMessage: { required: { policyId: A.policyId, ...contactRequired } },
};

export interface AccountingContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The policy remembers the accounting contact its invoice was last sent to (history shows each send). */
export const sendToAccounting = (contact: AccountingContact, amount: number): ResourceAction => ({
  name: 'send-invoice-to-accounting',
  permission: POLICY_PAY,
  effect({ principal, record }) {
    const details = {
      ...((record.details ?? {}) as ApiRecord),
      sentToAccounting: { ...contact, amount, by: principal.email, on: new Date().toISOString() },
    };
    return { details: JSON.stringify(details) };
  },
});

export function accountingMessage(
  policy: ApiRecord,
  contact: AccountingContact,
  figures: { totalPremium: number; amountPaid: number; amount: number },
  region: Region,
): OutgoingMessage {
  return {
    channel: 'EMAIL',
    recipient: contact.email,
    kind: ACCOUNTING_INVOICE_KIND,
    subject: `Invoice ${invoiceNumberOf(policy)} for cyber insurance policy ${String(policy.policyNumber)}`,
    body: [
      `Dear ${contact.firstName} ${contact.lastName},`,
      '',
      `Please find below the invoice of policy ${String(policy.policyNumber)} for ${String(policy.companyName ?? '')}.`,
      '',
      `Invoice number: ${invoiceNumberOf(policy)}`,
      `Total premium: ${formatMoney(figures.totalPremium, region)}`,
      `Amount paid: ${formatMoney(figures.amountPaid, region)}`,
      `Amount due: ${formatMoney(figures.amount, region)}`,
      '',
      `Sent on behalf of ${String(policy.companyName ?? '')}.`,
    ].join('\n'),
  };
}
