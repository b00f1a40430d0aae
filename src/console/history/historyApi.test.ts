import { historyApi, showValue } from './historyApi';

const declaration = { apiBase: '/api/account/v1/account' } as never;

describe('historyApi', () => {
  it('reads a record history and reverts one entry at the resource family paths', async () => {
    const calls: { url: string; method?: string }[] = [];
    const client = (async (url: string, options: { method?: string } = {}) => {
      calls.push({ url, method: options.method });
      return { status: 200, headers: new Headers(), body: '', json: [] };
    }) as never;
    await historyApi(client).list(declaration, 'a1');
    await historyApi(client).revert(declaration, 'a1', 'h 2');
    expect(calls).toEqual([
      { url: '/api/account/v1/account/a1/history', method: undefined },
      { url: '/api/account/v1/account/a1/history/h%202/revert', method: 'POST' },
    ]);
  });

  it('shows empty values as a dash and objects as JSON', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue('')).toBe('—');
    expect(showValue(['a'])).toBe('["a"]');
    expect(showValue(12)).toBe('12');
  });
});
