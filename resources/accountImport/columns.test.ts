import accountSchema from '../../schemas/records/account.schema.json';
import { ApiError } from '../../src/server/http/apiError';
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { importColumns, importFields, rowBody } from './columns';
import { invalidRowsCsv } from './invalidRowsFile';

const schema = accountSchema as JsonSchemaNode;
const fields = importFields(schema, ['id', 'created', 'modified', 'version']);

describe("the bulk file's columns", () => {
  it('names a field by its name or its label, in any case or spacing, and ignores the Errors column of a file sent back', () => {
    const columns = importColumns(
      ['ACCOUNT NAME', 'zip_code', 'address1', 'Verified by Agent', 'Profile Score', 'Errors'],
      schema,
      fields,
    );
    expect(columns.fields).toEqual(['name', 'zipCode', 'address1', 'isVerifiedByAgent', 'profileScore', undefined]);
    expect(columns.columnOf).toEqual({
      name: 'ACCOUNT NAME',
      zipCode: 'zip_code',
      address1: 'address1',
      isVerifiedByAgent: 'Verified by Agent',
      profileScore: 'Profile Score',
    });
  });

  it('refuses unknown and repeated columns, naming them', () => {
    const refusal = (header: string[]) => {
      try {
        importColumns(header, schema, fields);
      } catch (error) {
        return (error as ApiError).errors;
      }
      return undefined;
    };
    expect(refusal(['name', 'Shoe Size', 'Hat'])).toEqual([
      { field: 'file', detail: "Unknown columns: Shoe Size, Hat. Use the template's columns." },
    ]);
    expect(refusal(['name', 'Account Name'])).toEqual([
      { field: 'file', detail: 'The column Account Name appears twice.' },
    ]);
  });

  it('makes a row the body of an account create: blanks left out, yes/no and whole numbers typed, the defaults filled in', () => {
    const columns = importColumns(
      ['Account Name', 'City', 'Verified by Agent', 'Profile Score', 'Country'],
      schema,
      fields,
    );
    expect(rowBody(['  Acme Co ', '', 'Yes', '42', ''], columns, schema, { country: 'UK' })).toEqual({
      name: 'Acme Co',
      isVerifiedByAgent: true,
      profileScore: 42,
      country: 'UK',
    });
    // What is not a yes/no or a number stays text, for the account schema to refuse with its own message.
    expect(rowBody(['Acme Co', 'Leeds', 'maybe', 'high', 'US'], columns, schema, { country: 'UK' })).toEqual({
      name: 'Acme Co',
      city: 'Leeds',
      isVerifiedByAgent: 'maybe',
      profileScore: 'high',
      country: 'US',
    });
  });

  it('writes the refused rows back in their columns with what to fix', () => {
    const csv = invalidRowsCsv([
      {
        row: 3,
        cells: { 'Account Name': 'Acme, Inc.', 'ZIP Code': '7870', Errors: 'old' },
        errors: [{ column: 'ZIP Code', detail: 'Invalid ZIP Code' }],
      },
      {
        row: 9,
        cells: { 'Account Name': '', 'ZIP Code': '78701', Errors: '' },
        errors: [
          { column: 'Account Name', detail: 'Account Name is a required field' },
          { column: 'State', detail: 'State is a required field' },
        ],
      },
    ]);
    expect(csv).toBe(
      '\uFEFFAccount Name,ZIP Code,Errors\r\n"Acme, Inc.",7870,ZIP Code: Invalid ZIP Code\r\n,78701,Account Name: Account Name is a required field; State: State is a required field\r\n',
    );
  });
});
