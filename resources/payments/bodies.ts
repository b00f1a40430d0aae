/** The JSON Schemas of the billing calls' bodies, with the spec's messages (002 §5 "Payment edit", "Close payment"). */
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { MAX_AMOUNT, PAYMENT_METHODS, TRANSACTION_STATUSES } from './catalogue';
import { PAYMENT_MESSAGES as M, TRANSACTION_LABELS } from './messages';

const required = (field: string) => `${TRANSACTION_LABELS[field]} is a required field`;
const requiredText = (field: string) => ({
  type: 'string',
  minLength: 1,
  maxLength: 200,
  errorMessage: { type: required(field), minLength: required(field) },
});

/** Amount Paid: a required currency, 0 to 1,000,000,000,000 (stored to the cent). */
const amountPaid = {
  type: 'number',
  minimum: 0,
  maximum: MAX_AMOUNT,
  errorMessage: { type: M.amountRequired, minimum: M.amountNegative, maximum: M.amountTooLarge },
} as const;
const paymentDate = {
  type: 'string',
  format: 'date',
  errorMessage: { type: required('paymentDate'), format: 'Invalid date format' },
} as const;
const uuid = { type: 'string', maxLength: 64 } as const;

/** PUT /api/billing/v1/transaction: edit a transaction (the spec's "edit transaction" / "edit payment"). */
export const transactionBody: JsonSchemaNode = {
  type: 'object',
  required: [
    'id',
    'transactionId',
    'invoiceNumber',
    'status',
    'paymentDate',
    'paymentMethod',
    'processorName',
    'amountPaid',
  ],
  additionalProperties: false,
  properties: {
    id: uuid,
    version: { type: 'integer' },
    policyId: uuid,
    transactionId: requiredText('transactionId'),
    invoiceNumber: requiredText('invoiceNumber'),
    status: {
      type: 'string',
      enum: [...TRANSACTION_STATUSES],
      errorMessage: { type: required('status'), enum: required('status') },
    },
    paymentDate,
    paymentMethod: {
      type: 'string',
      enum: [...PAYMENT_METHODS],
      errorMessage: { type: required('paymentMethod'), enum: required('paymentMethod') },
    },
    processorName: requiredText('processorName'),
    amountPaid,
    paymentDesc: { type: 'string', maxLength: 2000 },
  },
  errorMessage: {
    required: {
      id: 'Transaction is a required field',
      transactionId: required('transactionId'),
      invoiceNumber: required('invoiceNumber'),
      status: required('status'),
      paymentDate: required('paymentDate'),
      paymentMethod: required('paymentMethod'),
      processorName: required('processorName'),
      amountPaid: M.amountRequired,
    },
  },
};

/** A payment received outside the processor (applied by hand, or the financer's): its amount, method and day. */
const receivedPayment = {
  amountPaid: {
    ...amountPaid,
    exclusiveMinimum: 0,
    errorMessage: { ...amountPaid.errorMessage, exclusiveMinimum: 'Amount Paid must be greater than 0' },
  },
  paymentMethod: {
    type: 'string',
    enum: [...PAYMENT_METHODS],
    errorMessage: { type: required('paymentMethod'), enum: required('paymentMethod') },
  },
  paymentDate,
};

/** POST /api/billing/v1/external/applyPayment: a payment received outside the processor (cheque, wire). */
export const applyBody: JsonSchemaNode = {
  type: 'object',
  required: ['policyId', 'amountPaid', 'paymentMethod'],
  additionalProperties: false,
  properties: {
    policyId: uuid,
    version: { type: 'integer' },
    ...receivedPayment,
    transactionId: { type: 'string', maxLength: 200 },
    invoiceNumber: { type: 'string', maxLength: 200 },
    paymentDesc: { type: 'string', maxLength: 2000 },
  },
  errorMessage: {
    required: {
      policyId: 'Policy is a required field',
      amountPaid: M.amountRequired,
      paymentMethod: required('paymentMethod'),
    },
  },
};

/** Close payment (spec 002 §3: policyId, description; §5: requires a comment). */
export const closeBody: JsonSchemaNode = {
  type: 'object',
  required: ['policyId', 'description'],
  additionalProperties: false,
  properties: {
    policyId: uuid,
    version: { type: 'integer' },
    description: {
      type: 'string',
      minLength: 1,
      maxLength: 2000,
      errorMessage: { type: M.commentRequired, minLength: M.commentRequired },
    },
  },
  errorMessage: { required: { policyId: 'Policy is a required field', description: M.commentRequired } },
};

/** POST /api/billing/v1/paid: charge a processor token. */
export const paidBody: JsonSchemaNode = {
  type: 'object',
  required: ['policyId', 'sessionKey'],
  additionalProperties: false,
  properties: {
    policyId: uuid,
    sessionKey: { type: 'string', minLength: 1, maxLength: 4000 },
    /** The processor's token of the card or account just entered, or … */
    token: { type: 'string', minLength: 1, maxLength: 4000 },
    /** … a saved payment method of the policy's account. */
    savedMethodId: { type: 'string', maxLength: 64 },
    /** Keep the token as a saved payment method of the account (with an optional title). */
    saveMethod: { type: 'boolean' },
    title: { type: 'string', maxLength: 100 },
    /** Default: what is due. */
    amount: { type: 'number', exclusiveMinimum: 0, maximum: MAX_AMOUNT },
    customerEmail: { type: 'string', maxLength: 254 },
  },
  errorMessage: { required: { policyId: 'Policy is a required field', sessionKey: 'The payment session is required' } },
};

/** The processor's settlement callback (the sandbox's shape; a real processor's own is read by its adapter). */
export const settlementBody: JsonSchemaNode = {
  type: 'object',
  description:
    'A settlement reported by the payment processor, authenticated by its signature header (the sandbox: x-sandbox-signature).',
  properties: {
    event: { type: 'string' },
    transactionId: { type: 'string' },
    status: { type: 'string', enum: ['Paid', 'Failed'] },
    failure: { type: 'string' },
    settledAt: { type: 'string', format: 'date-time' },
  },
};

/** The sandbox's tokeniser: a card or a bank account, with the session key; answered with a token. */
export const tokenBody: JsonSchemaNode = {
  type: 'object',
  description:
    'A sandbox test card or bank account (docs/features/policies-and-money.md "Payments"), posted by the browser as to a processor\'s hosted modal.',
  required: ['sessionKey', 'type'],
  properties: {
    sessionKey: { type: 'string' },
    type: { type: 'string', enum: ['card', 'bank'] },
    cardNumber: { type: 'string' },
    save: { type: 'boolean' },
    expMonth: { type: ['integer', 'string'] },
    expYear: { type: ['integer', 'string'] },
    cvc: { type: 'string' },
    routingNumber: { type: 'string' },
    accountNumber: { type: 'string' },
    accountType: { type: 'string', enum: ['Checking', 'Savings'] },
  },
};

/**
 * PUT /api/billing/v1/pay/premiumFinance: the financer's payment of a financed policy's amount financed
 * (the spec names the path only; the body is decided: docs/features/policies-and-money.md "Premium finance paid").
 */
export const premiumFinancePaidBody: JsonSchemaNode = {
  type: 'object',
  description:
    "Records the premium financer's payment of the amount financed, once the policyholder's down payment is paid. Default amount: the balance left.",
  required: ['policyId'],
  additionalProperties: false,
  properties: {
    policyId: uuid,
    version: { type: 'integer' },
    // amountPaid defaults to the balance left (the amount financed when nothing else was paid).
    ...receivedPayment,
    /** The financer's reference of its payment (blank or absent: PF-{policyNumber}). */
    transactionId: {
      type: 'string',
      maxLength: 200,
      errorMessage: { type: required('transactionId'), maxLength: 'Transaction Id must be at most 200 characters' },
    },
  },
  errorMessage: { required: { policyId: 'Policy is a required field' } },
};

export const premiumFinancePaidAnswer: JsonSchemaNode = {
  type: 'object',
  description: "The policy's billing once the financer's payment is recorded.",
  properties: {
    message: { type: 'string' },
    policyId: { type: 'string' },
    isPaid: { type: 'boolean' },
    isPremiumFinancePaid: { type: 'boolean' },
    amountPaid: { type: 'number' },
    balance: { type: 'number' },
    transactionId: { type: 'string' },
  },
  additionalProperties: true,
};

/**
 * POST /api/billing/v1/save: keeps a processor token as a saved card or bank account of the account, without a
 * payment (spec 002 §3 "Saved card", "Saved bank account"; §7 "save-card and save-bank-account posts"). What the
 * token is (kind, last four, brand, bank) is the processor's word, not the body's.
 */
export const saveMethodBody: JsonSchemaNode = {
  type: 'object',
  description:
    "Saves a card or bank account the processor tokenised for the account. The processor describes the token; the body's last4Digits, creditCardType and bankName are not trusted.",
  required: ['accountId', 'tokenId', 'paymentCategory'],
  additionalProperties: false,
  properties: {
    accountId: { type: 'string', maxLength: 64, errorMessage: { type: 'Account is a required field' } },
    tokenId: {
      type: 'string',
      maxLength: 4000,
      errorMessage: {
        type: 'The payment token is required',
        maxLength: 'The payment token is invalid or has expired.',
      },
    },
    paymentCategory: {
      type: 'string',
      enum: ['Credit Card', 'Bank Account'],
      errorMessage: {
        type: 'Payment Category is a required field',
        enum: 'Payment Category must be Credit Card or Bank Account',
      },
    },
    title: { type: 'string', maxLength: 100, errorMessage: { maxLength: 'Title must be at most 100 characters' } },
    customerEmail: { type: 'string', maxLength: 254 },
    expirationMonth: { type: ['integer', 'string'] },
    expirationYear: { type: ['integer', 'string'] },
    creditCardType: { type: 'string', maxLength: 40 },
    last4Digits: { type: 'string', maxLength: 4 },
    bankAccountType: { type: 'string', maxLength: 40 },
    bankName: { type: 'string', maxLength: 200 },
  },
  errorMessage: {
    required: {
      accountId: 'Account is a required field',
      tokenId: 'The payment token is required',
      paymentCategory: 'Payment Category is a required field',
    },
  },
};
