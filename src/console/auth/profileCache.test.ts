import { createProfileCache, PROFILE_CACHE_MS } from './profileCache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createProfileCache', () => {
  it('keeps a profile for 10 minutes', async () => {
    expect(PROFILE_CACHE_MS).toBe(600_000);
    let clock = 0;
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const cache = createProfileCache(load, { now: () => clock });
    expect(await cache.get()).toEqual({ n: 1 });
    clock = PROFILE_CACHE_MS - 1;
    expect(await cache.get()).toEqual({ n: 1 });
    clock = PROFILE_CACHE_MS;
    expect(await cache.get()).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the profile it holds without loading, only while it is fresh', async () => {
    let clock = 0;
    const cache = createProfileCache(async () => ({ n: 1 }), { now: () => clock });
    expect(cache.peek()).toBeUndefined();
    await cache.get();
    expect(cache.peek()).toEqual({ n: 1 });
    clock = PROFILE_CACHE_MS;
    expect(cache.peek()).toBeUndefined();
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => 'profile');
    const cache = createProfileCache(load);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual(['profile', 'profile']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('profile');
    const cache = createProfileCache(load);
    await expect(cache.get()).rejects.toThrow('down');
    expect(await cache.get()).toBe('profile');
  });

  it('loads again after clear', async () => {
    const load = vi.fn(async () => load.mock.calls.length);
    const cache = createProfileCache(load);
    await cache.get();
    cache.clear();
    expect(await cache.get()).toBe(2);
  });

  it('does not keep a load that was running when cleared', async () => {
    const first = deferred<string>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('new user');
    const cache = createProfileCache(load);
    const stale = cache.get();
    cache.clear();
    first.resolve('old user');
    expect(await stale).toBe('old user');
    expect(await cache.get()).toBe('new user');
  });
});
