/**
 * Keeps the signed-in user's profile in memory for a while (spec 000 §7.3 and §9: 10 minutes), because
 * identity, permissions and every canAccess check ask for it and must not each cost a call.
 */

export const PROFILE_CACHE_MS = 10 * 60 * 1000;

export interface ProfileCache<T> {
  get(): Promise<T>;
  /** The profile when one is held and still fresh, without asking the server. */
  peek(): T | undefined;
  /** Forgets the profile; a load still running will not be kept either. */
  clear(): void;
}

export function createProfileCache<T>(
  load: () => Promise<T>,
  options: { ttlMs?: number; now?: () => number } = {},
): ProfileCache<T> {
  const ttlMs = options.ttlMs ?? PROFILE_CACHE_MS;
  const now = options.now ?? Date.now;
  let stored: { value: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  // Bumped by clear(): a load that started for the previous user must not land in the next user's session.
  let generation = 0;

  const fetchFresh = (): Promise<T> => {
    const startedIn = generation;
    const request: Promise<T> = load()
      .then((value) => {
        if (startedIn === generation) stored = { value, at: now() };
        return value;
      })
      .finally(() => {
        if (pending === request) pending = null;
      });
    pending = request;
    return request;
  };

  return {
    get() {
      if (stored && now() - stored.at < ttlMs) return Promise.resolve(stored.value);
      return pending ?? fetchFresh();
    },
    peek() {
      return stored && now() - stored.at < ttlMs ? stored.value : undefined;
    },
    clear() {
      generation += 1;
      stored = null;
      pending = null;
    },
  };
}
