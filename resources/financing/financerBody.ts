/**
 * POST /api/billing/v1/finance: an outside premium financer's plan for a policy (spec 002 §3 "Add financer
 * payload"; §8 "Premium Financer added Successfully!"). The spec requires financer, down payment, APR and the
 * instalment count; the other fields are checked against the policy when sent (financerPlan.ts).
 */
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';

const MAX_AMOUNT = 1_000_000_000_000;

const required = (label: string) => `${label} is a required field`;
const money = (label: string) => ({
  type: 'number',
  minimum: 0,
  maximum: MAX_AMOUNT,
  errorMessage: {
    type: required(label),
    minimum: `${label} must be greater than or equal to 0`,
    maximum: `${label} must be less than or equal to 1,000,000,000,000`,
  },
});

const FINANCER_LABELS = {
  financerName: 'Financer',
  apr: 'APR',
  numberOfInstallments: 'Number of Installments',
  downPayment: 'Down Payment',
  amountFinanced: 'Amount Financed',
  totalPremium: 'Total Premium',
  policyId: 'Policy',
} as const;

export const financerBody: JsonSchemaNode = {
  type: 'object',
  description:
    "Adds an outside premium financer's plan to a policy: the financer pays the amount financed, the policyholder the down payment.",
  required: ['policyId', 'financerName', 'apr', 'numberOfInstallments', 'downPayment'],
  additionalProperties: false,
  properties: {
    policyId: { type: 'string', maxLength: 64, errorMessage: { type: required(FINANCER_LABELS.policyId) } },
    accountId: { type: 'string', maxLength: 64 },
    financerName: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      errorMessage: {
        type: required(FINANCER_LABELS.financerName),
        minLength: required(FINANCER_LABELS.financerName),
        maxLength: 'Financer must be at most 200 characters',
      },
    },
    apr: {
      type: 'number',
      minimum: 0,
      maximum: 100,
      errorMessage: {
        type: required(FINANCER_LABELS.apr),
        minimum: 'APR must be between 0 and 100',
        maximum: 'APR must be between 0 and 100',
      },
    },
    numberOfInstallments: {
      type: 'integer',
      minimum: 1,
      maximum: 120,
      errorMessage: {
        type: 'Number of Installments must be a whole number',
        minimum: 'Number of Installments must be between 1 and 120',
        maximum: 'Number of Installments must be between 1 and 120',
      },
    },
    downPayment: money(FINANCER_LABELS.downPayment),
    amountFinanced: money(FINANCER_LABELS.amountFinanced),
    totalPremium: money(FINANCER_LABELS.totalPremium),
    customerEmail: {
      type: 'string',
      format: 'email',
      maxLength: 254,
      errorMessage: { type: 'Invalid email address', format: 'Invalid email address' },
    },
  },
  errorMessage: {
    required: {
      policyId: required(FINANCER_LABELS.policyId),
      financerName: required(FINANCER_LABELS.financerName),
      apr: required(FINANCER_LABELS.apr),
      numberOfInstallments: required(FINANCER_LABELS.numberOfInstallments),
      downPayment: required(FINANCER_LABELS.downPayment),
    },
  },
};

export const financerAnswer: JsonSchemaNode = {
  type: 'object',
  description: "The financer's plan as recorded, with the spec's message.",
  properties: {
    message: { type: 'string' },
    policyId: { type: 'string' },
    financerName: { type: 'string' },
    apr: { type: 'number' },
    numberOfInstallments: { type: 'integer' },
    installmentAmount: { type: 'number' },
    downPayment: { type: 'number' },
    amountFinanced: { type: 'number' },
    totalPremium: { type: 'number' },
    customerEmail: { type: 'string', nullable: true },
    addedAt: { type: 'string', format: 'date-time' },
  },
  additionalProperties: true,
};
