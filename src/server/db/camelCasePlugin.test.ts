import { describe, expect, it } from 'vitest';
import { FastCamelCasePlugin } from './camelCasePlugin';

const mapRows = async (rows: Record<string, unknown>[]) =>
  (await new FastCamelCasePlugin().transformResult({ queryId: { queryId: 'q' }, result: { rows } })).rows;

describe('camelCase row mapping', () => {
  it('camelCases keys, nested plain objects and arrays of them, and keeps other values as they are', async () => {
    const created = new Date('2026-11-23T10:00:00Z');
    const bytes = Buffer.from('pdf');
    const [row] = await mapRows([
      { agency_id: 'a1', created_at: created, file_data: bytes, team_ids: ['t1', 't2'], firmographics: { no_of_employees: 5, mailing_address: { zip_code: '10001' } }, contacts: [{ first_name: 'Ada' }, 'plain'] },
    ]);
    expect(row).toEqual({
      agencyId: 'a1',
      createdAt: created,
      fileData: bytes,
      teamIds: ['t1', 't2'],
      firmographics: { noOfEmployees: 5, mailingAddress: { zipCode: '10001' } },
      contacts: [{ firstName: 'Ada' }, 'plain'],
    });
    expect(row.createdAt).toBe(created);
    expect(row.fileData).toBe(bytes);
  });
});
