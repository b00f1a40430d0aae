import { describe, expect, it } from 'vitest';
import jsonExport from './lazyJsonExport';

const exported = (data: unknown, options?: unknown) =>
  new Promise<string>((resolve, reject) => {
    const done = (error: Error | null, csv: string) => (error ? reject(error) : resolve(csv));
    if (options === undefined) jsonExport(data, done);
    else jsonExport(data, options, done);
  });

describe("react-admin's default CSV exporter, loaded on first use", () => {
  it('writes the CSV react-admin expects, with or without options', async () => {
    expect(
      await exported([
        { name: 'Alpha Omega', state: 'NY' },
        { name: 'Beta, Inc.', state: 'CA' },
      ]),
    ).toBe('name,state\nAlpha Omega,NY\n"Beta, Inc.",CA');
    expect(await exported([{ name: 'A' }], { headers: ['name'] })).toBe('name\nA');
  });
});
