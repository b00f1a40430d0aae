/**
 * The JSON Schemas of the financing calls (spec 002 §3 "Financing"): the acceptance body (the spec's payload,
 * `numberOfIntsallments` spelt its way, plus the typed `fullName`), and the answers, for the API reference.
 */
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';

const money = { type: 'number', minimum: 0, maximum: 1_000_000_000_000 } as const;
const day = { type: 'string', format: 'date', errorMessage: { format: 'Invalid date format' } } as const;

export const acceptBody: JsonSchemaNode = {
  type: 'object',
  description:
    "Accepts the financing quote of GET get-installment for the policy, signed with the full name typed by the policyholder. Figures sent must equal the server's (else 409).",
  required: ['policyId'],
  additionalProperties: false,
  properties: {
    policyId: { type: 'string', maxLength: 64 },
    accountId: { type: 'string', maxLength: 64 },
    /** The day the plan starts from; default the payment reference date (policy created + 7 days). */
    date: day,
    fullName: { type: 'string', maxLength: 200 },
    /** The spec's name for the typed name; `fullName` wins when both are sent. */
    signature: { type: 'string', maxLength: 200 },
    email: { type: 'string', format: 'email', maxLength: 254 },
    financeQuoteNumber: { type: 'string', maxLength: 100 },
    amountFinanced: money,
    apr: { type: 'number', minimum: 0, maximum: 100 },
    numberOfIntsallments: { type: 'integer', minimum: 1, maximum: 120 },
    totalPremium: money,
    downPayment: money,
    totalPaymentAmount: money,
    installmentAmount: money,
    financeCharge: money,
    productType: { type: 'string', maxLength: 40 },
  },
};

const amount = { type: 'number' } as const;
const dayAnswer = { type: 'string', format: 'date' } as const;

export const quoteAnswer: JsonSchemaNode = {
  type: 'object',
  description: 'A premium financing quote for one policy (spec 002 §9): amounts in dollars, dates YYYY-MM-DD.',
  properties: {
    policyId: { type: 'string' },
    policyNumber: { type: 'string' },
    financeQuoteNumber: { type: 'string' },
    financerName: { type: 'string' },
    totalPremium: amount,
    brokerFee: amount,
    mgaFee: amount,
    premium: { ...amount, description: 'Total less broker and MGA fees' },
    downPayment: amount,
    amountFinanced: amount,
    apr: amount,
    numberOfInstallments: { type: 'integer' },
    installmentAmount: amount,
    totalOfInstallments: amount,
    financeCharge: amount,
    totalPaymentAmount: amount,
    date: dayAnswer,
    firstInstallmentDue: dayAnswer,
    installments: {
      type: 'array',
      items: { type: 'object', properties: { number: { type: 'integer' }, dueDate: dayAnswer, amount } },
    },
    disaffirmBy: dayAnswer,
    payInFullBy: dayAnswer,
  },
  additionalProperties: true,
};

export const availabilityAnswer: JsonSchemaNode = {
  type: 'object',
  description:
    'Whether the policy can be financed; 409 "Agency Details Missing…" when its agency lacks name, address, city, state or zip.',
  properties: {
    policyId: { type: 'string' },
    available: { type: 'boolean' },
    isPremiumFinanced: { type: 'boolean' },
    financerName: { type: 'string' },
    apr: amount,
    plan: { type: 'object', nullable: true, additionalProperties: true },
  },
  additionalProperties: true,
};

export const acceptedAnswer: JsonSchemaNode = {
  type: 'object',
  description: 'The accepted plan: the quote as accepted, the signature and when.',
  properties: {
    ...(quoteAnswer.properties as Record<string, JsonSchemaNode>),
    signature: { type: 'string' },
    email: { type: 'string', nullable: true },
    acceptedAt: { type: 'string', format: 'date-time' },
  },
  additionalProperties: true,
};

export const agreementAnswer: JsonSchemaNode = {
  type: 'object',
  description:
    "The policy's premium finance agreement: the accepted financing quote and its signature, or an outside financer's plan (no quote number, no signature).",
  properties: {
    policyId: { type: 'string' },
    policyNumber: { type: 'string' },
    financeQuoteNumber: { type: 'string', nullable: true },
    financerName: { type: 'string' },
    outsideFinancer: { type: 'boolean' },
    signature: { type: 'string', nullable: true },
    email: { type: 'string', nullable: true },
    agreedAt: { type: 'string', format: 'date-time' },
    terms: { type: 'object', additionalProperties: true },
  },
};
