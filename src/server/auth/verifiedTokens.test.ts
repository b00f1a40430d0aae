import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verifiedTokens';

describe('verified access tokens', () => {
  it('answers a remembered token until its expiry second, then forgets it', () => {
    const cache = new VerifiedTokens<{ sub: string; exp?: number }>();
    cache.remember('a', { sub: 'user-1', exp: 1_000 });
    expect(cache.get('a', 999.5)).toEqual({ sub: 'user-1', exp: 1_000 });
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.get('a', 999)).toBeUndefined();
  });

  it('never answers a token without an expiry, nor one it was not given', () => {
    const cache = new VerifiedTokens<{ sub: string; exp?: number }>();
    cache.remember('no-exp', { sub: 'user-1' });
    expect(cache.get('no-exp', 0)).toBeUndefined();
    expect(cache.get('other', 0)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const cache = new VerifiedTokens<{ sub: string; exp?: number }>(2);
    cache.remember('first', { sub: '1', exp: 10 });
    cache.remember('second', { sub: '2', exp: 10 });
    cache.remember('third', { sub: '3', exp: 10 });
    expect(cache.get('first', 0)).toBeUndefined();
    expect(cache.get('second', 0)?.sub).toBe('2');
    expect(cache.get('third', 0)?.sub).toBe('3');
  });
});
