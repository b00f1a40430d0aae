import claimSchema from '../../../schemas/forms/claim/v1.schema.json';
import detailsSchema from '../../../schemas/forms/accountDetails/v1.schema.json';
import securitySchema from '../../../schemas/forms/security/v1.schema.json';
import p250Schema from '../../../schemas/forms/securityP250/v1.schema.json';
import us from '../../../schemas/forms/_regions/US.json';
import uk from '../../../schemas/forms/_regions/UK.json';
import enUS from '../../../locales/en-US/forms.json';
import enGB from '../../../locales/en-GB/forms.json';
import { composeForm } from './composeForm';
import { validateForm } from './validateForm';
import { visibleAnswers } from './visibleAnswers';
import type { JsonSchemaNode } from '../validation/schemaRegistry';

const labels = { 'en-US': enUS, 'en-GB': enGB };
const compose = (name: string, schema: unknown, region: 'US' | 'UK') =>
  composeForm(
    { name, version: 1, schema: schema as JsonSchemaNode, uiSchema: {} },
    { region, regionDefinitions: (region === 'US' ? us : uk).definitions, labels, year: 2026 },
  ).schema;

const errorsOf = (schema: JsonSchemaNode, answers: Record<string, unknown>) =>
  Object.fromEntries(validateForm(schema, answers).errors.map((e) => [e.field, e.detail]));

describe('composeForm (regions by composition)', () => {
  it("keeps naicsCode in the US and sicCode in the UK, with the region's postcode rule and labels", () => {
    const usForm = compose('accountDetails', detailsSchema, 'US');
    const ukForm = compose('accountDetails', detailsSchema, 'UK');
    expect(Object.keys(usForm.properties as object)).toContain('naicsCode');
    expect(Object.keys(usForm.properties as object)).not.toContain('sicCode');
    expect(Object.keys(ukForm.properties as object)).toContain('sicCode');
    expect((ukForm.properties as Record<string, { title: string }>).city.title).toBe('City/Town');
    expect((usForm.properties as Record<string, { title: string }>).city.title).toBe('City');
    expect(errorsOf(ukForm, { zipCode: '78701' }).zipCode).toBe('Invalid UK postal code');
    expect(errorsOf(usForm, { zipCode: 'SW1A 1AA' }).zipCode).toBe('Invalid ZIP Code');
    expect(errorsOf(usForm, { yearEstablished: 2027 }).yearEstablished).toBe(
      'must be less than or equal to current year',
    );
    expect(errorsOf(usForm, {}).state).toBe('State is a required field');
    expect(errorsOf(ukForm, {})).not.toHaveProperty('state');
  });
});

describe('visibleAnswers (hidden answers removed, derived ones computed)', () => {
  const claim = compose('claim', claimSchema, 'US');

  it('drops contact answers when the reporter is the right contact, keeps them otherwise', () => {
    const contact = { contactName: 'Sam', contactEmail: 's@example.com' };
    expect(visibleAnswers(claim, { isRightContact: false, ...contact }).value).toMatchObject(contact);
    expect(visibleAnswers(claim, { isRightContact: true, ...contact }).value).toEqual({ isRightContact: true });
  });

  it('reports keys no branch declares as unknown', () => {
    expect(visibleAnswers(claim, { bogus: 1 }).unknown).toEqual(['bogus']);
  });

  it('derives the secondary percentage and the total revenue', () => {
    const details = compose('accountDetails', detailsSchema, 'US');
    expect(visibleAnswers(details, { primaryNaicsPercentage: 70, revenue: 100, nonUsRevenue: 20 }).value).toMatchObject(
      {
        secondaryNaicsPercentage: 30,
        totalRevenue: 120,
      },
    );
  });

  it('hides backupTypes when backups never happen and MFA comments while every MFA answer is YES', () => {
    const security = compose('security', securitySchema, 'US');
    const yes = {
      mfaEmail: 'YES',
      mfaRemoteSystemAccess: 'YES',
      mfaAdminAccounts: 'YES',
      mfaCloud: 'YES',
      mfaVendor: 'YES',
    };
    expect(
      visibleAnswers(security, {
        ...yes,
        mfaComments: 'x',
        backupFrequency: 'NEVER',
        backupTypes: ['BACKUP_FREQUENCY_CLOUD'],
      }).value,
    ).toEqual({ ...yes, backupFrequency: 'NEVER' });
    expect(
      visibleAnswers(security, { ...yes, mfaCloud: 'NA', mfaComments: 'x', backupFrequency: 'DAILY', backupTypes: [] })
        .value,
    ).toMatchObject({ mfaComments: 'x', backupTypes: [] });
  });
});

describe('P250 security questions: per-group required flags', () => {
  const p250 = compose('securityP250', p250Schema, 'US');

  it("requires a group's questions only while its flag is set", () => {
    expect(errorsOf(p250, {})).toEqual({});
    expect(Object.keys(errorsOf(p250, { contingentSystemFailureRequired: true })).sort()).toEqual([
      'dmzSeparation',
      'thirdPartySecurityAgreement',
    ]);
    expect(Object.keys(errorsOf(p250, { cyberCrimeLossRequired: true })).sort()).toEqual([
      'isAuthenticatingFundTransferRequests',
      'isPreventingUnauthorizedWireTransfers',
      'isVerifyingBankAccounts',
    ]);
    expect(Object.keys(errorsOf(p250, { fullSystemFailureRequired: true })).sort()).toEqual([
      'backupFrequency',
      'testedFullFailover',
    ]);
  });
});
