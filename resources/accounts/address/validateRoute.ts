/**
 * `POST /api/account/v1/address/validate` (spec 001 §7 "address/validate"): `{address1, address2?, city,
 * zipCode, country?}` → `{verified, errorFields, localizedErrorFieldNames, checkedBy}`. UK addresses are checked
 * by the postal verifier (postalVerifier.ts, local); other regions have no verification service in the spec and
 * answer `verified: true, checkedBy: null`. A body missing a field is 400 naming it. The console shows "Unable to
 * verify address" followed by the unverified fields; staff may Confirm or Cancel, other users must fix them.
 */
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { validateWithSchema } from '../../../src/shared/validation/validateRecord';
import { accountsResource } from '../declaration';
import { ADDRESS_MESSAGES } from './messages';
import { localPostalVerifier, UK_FIELD_NAMES, type PostalAddress } from './postalVerifier';

export { ADDRESS_MESSAGES };
export const ADDRESS_VALIDATE_PATH = '/api/account/v1/address/validate';

const line = (message: string) =>
  ({ type: 'string', minLength: 1, maxLength: 255, errorMessage: { minLength: message } }) as const;

const body: JsonSchemaNode = {
  type: 'object',
  properties: {
    address1: line(ADDRESS_MESSAGES.address1),
    address2: { type: 'string', maxLength: 255 },
    city: line(ADDRESS_MESSAGES.city),
    state: { type: 'string', maxLength: 100 },
    zipCode: line(ADDRESS_MESSAGES.zipCode),
    country: { type: 'string', enum: ['US', 'UK', 'AU'] },
  },
  required: ['address1', 'city', 'zipCode'],
  additionalProperties: false,
  errorMessage: {
    required: { address1: ADDRESS_MESSAGES.address1, city: ADDRESS_MESSAGES.city, zipCode: ADDRESS_MESSAGES.zipCode },
  },
};

export function registerAddressValidateRoute(app: FastifyInstance, { store }: ResourceContext): void {
  app.post(
    ADDRESS_VALIDATE_PATH,
    {
      config: { permission: accountsResource.permissions.get, bodySchema: body },
      schema: { tags: [accountsResource.name] },
    },
    async (request) => {
      const { value, errors } = validateWithSchema(body, request.body ?? {});
      if (errors.length) throw invalid(errors);
      const address = value as unknown as PostalAddress & { country?: string };
      if ((address.country ?? store.environment.region) !== 'UK')
        return { verified: true, errorFields: [], localizedErrorFieldNames: [], checkedBy: null };
      const { errorFields, checkedBy } = await localPostalVerifier.verify(address);
      return {
        verified: errorFields.length === 0,
        errorFields,
        localizedErrorFieldNames: errorFields.map((field) => UK_FIELD_NAMES[field] ?? field),
        checkedBy,
      };
    },
  );
}
