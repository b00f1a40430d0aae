import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { AuthLinks } from './authLinks';
import type { AuthSettings } from './authSettings';
import { OneTimeCodes } from './oneTimeCodes';
import { Outbox } from './outbox/outbox';
import type { Sessions } from './sessions';
import { Throttle, type CounterStore } from './throttle';

/** What the sign-in routes share: built once per app, all state in the database (rate limits there or in Redis). */
export interface AuthServices {
  db: Kysely<Database>;
  sessions: Sessions;
  settings: AuthSettings;
  outbox: Outbox;
  links: AuthLinks;
  codes: OneTimeCodes;
  throttle: Throttle;
}

export function createAuthServices(
  db: Kysely<Database>,
  sessions: Sessions,
  settings: AuthSettings,
  counters: CounterStore,
): AuthServices {
  return {
    db,
    sessions,
    settings,
    outbox: new Outbox(db, settings.sender),
    links: new AuthLinks(db),
    codes: new OneTimeCodes(db),
    throttle: new Throttle(counters),
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user behind an e-mail address, case-insensitively. */
export const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(email)))
    .executeTakeFirst();
