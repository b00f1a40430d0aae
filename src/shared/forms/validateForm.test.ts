import claimSchema from '../../../schemas/forms/claim/v1.schema.json';
import uk from '../../../schemas/forms/_regions/UK.json';
import enUS from '../../../locales/en-US/forms.json';
import enGB from '../../../locales/en-GB/forms.json';
import { composeForm } from './composeForm';
import { validateForm } from './validateForm';
import type { JsonSchemaNode } from '../validation/schemaRegistry';

// A UK claim form as the server composes it: city and postcode are `$ref`s to the region's definitions, whose
// `errorMessage` words a wrong value ("Invalid City"); a missing one gets the spec's generic text (001 §5).
const ukClaim = composeForm(
  { name: 'claim', version: 1, schema: claimSchema as JsonSchemaNode, uiSchema: {} },
  { region: 'UK', regionDefinitions: uk.definitions, labels: { 'en-US': enUS, 'en-GB': enGB }, year: 2026 },
);
const errorsOf = (answers: Record<string, unknown>) =>
  Object.fromEntries(
    validateForm(ukClaim.schema, answers, { locale: ukClaim.locale }).errors.map((e) => [e.field, e.detail]),
  );

describe('validateForm wording (ajv-errors messages, generic texts for the rest)', () => {
  it('a missing city or postcode is "{label} is a required field", with the UK labels', () => {
    const errors = errorsOf({});
    expect(errors.city).toBe('City/Town is a required field');
    expect(errors.zipCode).toBe('Postcode is a required field');
  });

  it("a wrong one has the region definition's own message", () => {
    const errors = errorsOf({ city: 'L33ds', zipCode: '78701' });
    expect(errors.city).toBe('Invalid City');
    expect(errors.zipCode).toBe('Invalid UK postal code');
  });

  it('a property may word its own absence (claim: "Please select a option ")', () => {
    expect(errorsOf({}).name).toBe('Please select a option ');
  });

  it('an answer to no question is named as sent', () => {
    expect(errorsOf({ shoeSize: 9 }).shoeSize).toBe('shoeSize is not a known field');
  });
});
