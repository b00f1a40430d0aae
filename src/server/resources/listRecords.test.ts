import { describe, expect, it } from 'vitest';
import { listRecords } from './listRecords';

describe('listRecords', () => {
  const names = ['id', 'agency_id', 'created', 'scanned_at', 'security_scan', 'tags', 'list_total'];
  const rows = [
    [
      'a1',
      'g1',
      new Date('2026-11-23T22:28:56.968Z'),
      new Date('nope'),
      { open_ports: [{ port_number: 443 }] },
      ['x'],
      1001,
    ],
    ['a2', null, new Date('2026-01-01T00:00:00Z'), null, null, [], 1001],
    ['a3', 'g2', new Date('2026-02-02T02:02:02.020Z'), null, null, [], 1001],
  ];

  it('answers each row as the API shows it: camelCase keys, dates as JSON text, JSON values mapped, the total left out', () => {
    const { records, first } = listRecords({ names, rows }, 2, 'list_total');
    expect(first).toBe(1001);
    expect(records).toEqual([
      {
        id: 'a1',
        agencyId: 'g1',
        created: '2026-11-23T22:28:56.968Z',
        scannedAt: null,
        securityScan: { openPorts: [{ portNumber: 443 }] },
        tags: ['x'],
      },
      { id: 'a2', agencyId: null, created: '2026-01-01T00:00:00.000Z', scannedAt: null, securityScan: null, tags: [] },
    ]);
    expect(Object.keys(records[0])).toEqual(['id', 'agencyId', 'created', 'scannedAt', 'securityScan', 'tags']);
  });

  it('writes the same JSON as the rows themselves would give', () => {
    const { records } = listRecords({ names, rows }, 3, 'list_total');
    expect(JSON.parse(JSON.stringify(records[2]))).toEqual({
      id: 'a3',
      agencyId: 'g2',
      created: '2026-02-02T02:02:02.020Z',
      scannedAt: null,
      securityScan: null,
      tags: [],
    });
  });

  it('answers no records and no total for an empty page', () => {
    expect(listRecords({ names, rows: [] }, 25, 'list_total')).toEqual({ records: [] });
  });

  it('keeps a column name that is not an identifier a plain key, never code', () => {
    const odd = ['id', 'say "hi"\\', 'x}; throw new Error("no"); ({'];
    const { records } = listRecords({ names: odd, rows: [['a', 1, 2]] }, 25, 'list_total');
    expect(records).toEqual([{ id: 'a', 'say "hi"\\': 1, 'x}; throw new Error("no"); ({': 2 }]);
  });

  it('builds records of another column list with their own keys', () => {
    const { records } = listRecords({ names: ['id', 'role_name'], rows: [['r1', 'Admin']] }, 25, 'list_total');
    expect(records).toEqual([{ id: 'r1', roleName: 'Admin' }]);
  });
});
