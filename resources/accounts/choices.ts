import accountSchema from '../../schemas/records/account.schema.json';

const enumOf = (field: string): string[] => {
  const properties = accountSchema.properties as Record<string, { enum?: readonly string[] }>;
  return [...(properties[field]?.enum ?? [])];
};

/** Choices read from the account schema, so an analyst's new status shows up without a code change. */
export const ACCOUNT_STATUSES = enumOf('status').map((status) => ({ id: status, name: status }));
export const COUNTRY_CHOICES = enumOf('country').map((country) => ({ id: country, name: country }));
