import { createValidator } from './validateRecord';
import { fillText, validationTexts } from './validationTexts';

// A stand-in British wording, to see a locale file's text reach the validator (the real en-GB file is empty today).
vi.mock('../../../locales/en-GB/validation.json', () => ({
  default: { validation: { required: '{{title}} must be filled in' } },
}));

const schema = {
  type: 'object',
  properties: { postcode: { type: 'string', title: 'Postcode', maxLength: 8 } },
  required: ['postcode'],
  additionalProperties: false,
};

describe('validation texts per locale', () => {
  it('en-US words the generic rules', () => {
    expect(createValidator('en-US').validateWithSchema(schema, {}).errors).toEqual([
      { field: 'postcode', detail: 'Postcode is a required field' },
    ]);
  });

  it('en-GB text reaches the validator; what en-GB does not say falls back to en-US', () => {
    const { validateWithSchema } = createValidator('en-GB');
    expect(validateWithSchema(schema, {}).errors).toEqual([
      { field: 'postcode', detail: 'Postcode must be filled in' },
    ]);
    expect(validateWithSchema(schema, { postcode: 'SW1A 1AA X' }).errors).toEqual([
      { field: 'postcode', detail: 'Postcode must be at most 8 characters' },
    ]);
    expect(validateWithSchema(schema, { postcode: 'SW1A 1AA', extra: 1 }).errors).toEqual([
      { field: 'extra', detail: 'extra is not a known field' },
    ]);
  });

  it('en-AU falls back to en-GB, then en-US; an unknown locale gets en-US', () => {
    expect(validationTexts('en-AU').required).toBe('{{title}} must be filled in');
    expect(validationTexts('fr-FR').required).toBe('{{title}} is a required field');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillText('{{title}} must be at most {{limit}} characters', { title: 'Name' })).toBe(
      'Name must be at most {{limit}} characters',
    );
  });
});
