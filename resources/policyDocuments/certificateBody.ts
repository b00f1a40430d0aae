/**
 * The body of `POST /api/policy/v1/certificate/{productType}` (spec 002 §3 "Certificate", spec 001 §5
 * "Certificate holder"): the policy, the certificate holder (organizationName, address1, city, state, zip) with
 * the spec's texts, and an optional additional insured (businessName, address1, address2, city, state, zipCode).
 * The state list and the postal code rule are the account record's for the server's region (schemas/records/
 * account.schema.json), so a holder's address is checked as an account's is.
 */
import accountSchema from '../../schemas/records/account.schema.json';
import type { Region } from '../../src/shared/region/regions';
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { CERTIFICATE_MESSAGES as M } from './messages';

interface RegionRule {
  if?: { properties?: { country?: { const?: string } } };
  then?: {
    properties?: { state?: { enum?: string[] }; zipCode?: { pattern?: string; errorMessage?: { pattern?: string } } };
  };
}

/** The state list and postal code rule of the account schema for `region`. */
export function addressRule(region: Region): { states?: string[]; zipPattern?: string; zipMessage: string } {
  const rules = (accountSchema as { allOf?: RegionRule[] }).allOf ?? [];
  const then = rules.find((rule) => rule.if?.properties?.country?.const === region)?.then?.properties;
  return {
    states: then?.state?.enum,
    zipPattern: then?.zipCode?.pattern,
    zipMessage: then?.zipCode?.errorMessage?.pattern ?? 'Invalid postal code',
  };
}

const FILLED = '\\S';

export function certificateBody(region: Region): JsonSchemaNode {
  const { states, zipPattern, zipMessage } = addressRule(region);
  const filled = (message: string, max = 200) => ({
    type: 'string',
    maxLength: max,
    pattern: FILLED,
    errorMessage: { pattern: message, type: message },
  });
  const state = states
    ? { type: 'string', enum: states, errorMessage: { enum: M.state, type: M.state } }
    : filled(M.state, 60);
  const zip = {
    type: 'string',
    maxLength: 20,
    pattern: zipPattern ?? FILLED,
    errorMessage: { pattern: zipMessage, type: zipMessage },
  };
  return {
    type: 'object',
    properties: {
      policyId: { type: 'string', minLength: 1, errorMessage: { minLength: M.policy, type: M.policy } },
      docType: { type: 'string', maxLength: 60 },
      organizationName: filled(M.organization),
      address1: filled(M.address),
      address2: { type: 'string', maxLength: 200 },
      city: filled(M.city, 100),
      state,
      zip,
      additionalInsured: {
        type: 'object',
        properties: {
          businessName: filled(M.businessName),
          address1: filled(M.address),
          address2: { type: 'string', maxLength: 200 },
          city: filled(M.city, 100),
          state,
          zipCode: zip,
        },
        required: ['businessName', 'address1', 'city', 'state', 'zipCode'],
        additionalProperties: false,
        errorMessage: {
          required: {
            businessName: M.businessName,
            address1: M.address,
            city: M.city,
            state: M.state,
            zipCode: zipMessage,
          },
        },
      },
    },
    required: ['policyId', 'organizationName', 'address1', 'city', 'state', 'zip'],
    additionalProperties: false,
    errorMessage: {
      required: {
        policyId: M.policy,
        organizationName: M.organization,
        address1: M.address,
        city: M.city,
        state: M.state,
        zip: zipMessage,
      },
    },
  };
}
