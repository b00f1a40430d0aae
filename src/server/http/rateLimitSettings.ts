/**
 * The API's rate limits (docs/operations/rate-limits.md): calls per window per API key, per address (calls
 * made with a key, and calls no one signed in to), and per signed-in user (the console's calls). The sign-in
 * throttles are separate and stricter (auth/throttle.ts).
 */
export interface RateLimits {
  /** RATE_LIMIT_WINDOW_SECONDS: the window every limit counts in. */
  windowSeconds: number;
  /** RATE_LIMIT_API_KEY: calls per window made with one API key. */
  apiKey: number;
  /** RATE_LIMIT_ADDRESS: calls per window from one client address, with an API key or signed in as no one. */
  address: number;
  /** RATE_LIMIT_USER: calls per window of one signed-in user. */
  user: number;
}

const whole = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
};

/** The limits from the environment; the defaults sit far above what one client of the console or a script needs. */
export const loadRateLimits = (env: NodeJS.ProcessEnv): RateLimits => ({
  windowSeconds: whole(env.RATE_LIMIT_WINDOW_SECONDS, 60, 'RATE_LIMIT_WINDOW_SECONDS'),
  apiKey: whole(env.RATE_LIMIT_API_KEY, 30_000, 'RATE_LIMIT_API_KEY'),
  address: whole(env.RATE_LIMIT_ADDRESS, 60_000, 'RATE_LIMIT_ADDRESS'),
  user: whole(env.RATE_LIMIT_USER, 300_000, 'RATE_LIMIT_USER'),
});
