/**
 * Version watching (spec 000 §4, §7.3): the console asks GET /api/console-version every 60 s while a token
 * exists. SERVER_DOWN sends the browser to /serverdown; any other change of the version offers a reload.
 * The spec does not say what makes a poll SERVER_DOWN: the project reads an unreachable server or a 502, 503
 * or 504 answer (the gateway's word that nothing is behind it) that way, as well as an explicit v "SERVER_DOWN".
 */
export const VERSION_POLL_MS = 60_000;
export const SERVER_DOWN = 'SERVER_DOWN';

export type PollOutcome = 'same' | 'changed' | 'serverDown' | 'ignored';

export function classifyPoll(loadedVersion: string, result: { status: number; v?: unknown }): PollOutcome {
  if (result.status === 0 || result.status === 502 || result.status === 503 || result.status === 504)
    return 'serverDown';
  if (result.v === SERVER_DOWN) return 'serverDown';
  if (result.status !== 200 || typeof result.v !== 'string') return 'ignored';
  return result.v === loadedVersion ? 'same' : 'changed';
}
