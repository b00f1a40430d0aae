import { DEMO } from '../../server/support/databases';
import { SECOND_WORDS } from '../seedManyAccounts';
import type { CallKind, ClientState } from './mixedLoop';

const ACCOUNTS = '/api/account/v1/account';
const QUOTES = '/api/quote/v1';
const POLICIES = '/api/policy/v1';
const PAGE = 'page=0&size=25';

/** Ids the personas read, found through the API as each persona sees it (see `findFixtures`). */
export interface Fixtures {
  agentAccountIds: string[];
  agentQuoteIds: string[];
  policyIds: string[];
  agencyIds: string[];
  carrierIds: string[];
}

/** The demo sign-ins of the three personas. */
export const PERSONA_LOGINS = {
  agent: DEMO.alphaAgent,
  policyholder: DEMO.owner,
  staff: DEMO.staff,
} as const;
export type Persona = keyof typeof PERSONA_LOGINS;

/** Of every 10 clients: 5 agency agents, 3 policyholders, 2 provider staff. */
export const personaOfClient = (index: number): Persona =>
  index % 10 < 5 ? 'agent' : index % 10 < 8 ? 'policyholder' : 'staff';

const one = (ids: string[], client: ClientState) => ids[Math.floor(client.random() * ids.length)];
const searchWord = (client: ClientState) =>
  SECOND_WORDS[Math.floor(client.random() * SECOND_WORDS.length)].split(' ')[0].toLowerCase();

const newAccount = (client: ClientState) => ({
  name: `Load Client ${client.index}-${Math.floor(client.random() * 1e9)}`,
  country: 'US',
  address1: '1 Bench Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  phone: '(512) 555-0100',
});

const keep = (client: ClientState, slot: string) => (json: unknown) => {
  const record = json as { id: string; version: number };
  client.own[slot] = { id: record.id, version: record.version };
};

/**
 * Each persona's calls and their weights. An agent's writes go to records it made itself (an account it created,
 * a quote on it), each client its own, so no two clients edit one record and a 409 is a real error; until a client
 * has its own record, an update is that create.
 */
export function personaCalls(fixtures: Fixtures): Record<Persona, CallKind[]> {
  const createAccount: CallKind['next'] = (client) => ({
    method: 'POST',
    path: ACCOUNTS,
    body: newAccount(client),
    onAnswer: keep(client, 'account'),
  });
  const createQuote: CallKind['next'] = (client) => ({
    method: 'POST',
    path: QUOTES,
    body: {
      accountId: client.own.account?.id ?? one(fixtures.agentAccountIds, client),
      product: 'P100',
      effectiveDate: '2031-02-01',
      endDate: '2032-02-01',
    },
    onAnswer: keep(client, 'quote'),
  });
  return {
    agent: [
      {
        name: 'list accounts',
        weight: 4,
        next: () => ({ method: 'GET', path: `${ACCOUNTS}/search?${PAGE}&sort=name,asc` }),
      },
      {
        name: 'search accounts',
        weight: 2,
        next: (client) => ({
          method: 'GET',
          path: `${ACCOUNTS}/search?${PAGE}&sort=name,asc&search=*${searchWord(client)}*`,
        }),
      },
      {
        name: 'read account',
        weight: 2,
        next: (client) => ({ method: 'GET', path: `${ACCOUNTS}/${one(fixtures.agentAccountIds, client)}` }),
      },
      { name: 'list quotes', weight: 3, next: () => ({ method: 'GET', path: `${QUOTES}/search?${PAGE}` }) },
      {
        name: 'read quote',
        weight: 3,
        next: (client) => ({ method: 'GET', path: `${QUOTES}/${one(fixtures.agentQuoteIds, client)}` }),
      },
      { name: 'create account', weight: 1, next: createAccount },
      {
        name: 'update account',
        weight: 1,
        next: (client) => {
          const own = client.own.account;
          if (!own) return createAccount(client);
          return {
            method: 'PUT',
            path: `${ACCOUNTS}/${own.id}`,
            body: { version: own.version, address2: `Suite ${Math.floor(client.random() * 1000)}` },
            onAnswer: keep(client, 'account'),
          };
        },
      },
      { name: 'create quote', weight: 1, next: createQuote },
      {
        name: 'update quote',
        weight: 1,
        next: (client) => {
          const own = client.own.quote;
          if (!own) return createQuote(client);
          return {
            method: 'PUT',
            path: `${QUOTES}/${own.id}`,
            body: {
              version: own.version,
              needByDate: `2031-01-${String(1 + Math.floor(client.random() * 28)).padStart(2, '0')}`,
            },
            onAnswer: keep(client, 'quote'),
          };
        },
      },
    ],
    policyholder: [
      { name: 'list policies', weight: 3, next: () => ({ method: 'GET', path: `${POLICIES}/search?${PAGE}` }) },
      {
        name: 'read policy',
        weight: 2,
        next: (client) => ({ method: 'GET', path: `${POLICIES}/${one(fixtures.policyIds, client)}` }),
      },
      {
        name: 'invoice balance',
        weight: 2,
        next: (client) => ({
          method: 'GET',
          path: `/api/billing/v1/invoice/balance/${one(fixtures.policyIds, client)}`,
        }),
      },
      {
        name: 'payment page',
        weight: 1,
        next: (client) => ({
          method: 'GET',
          path: `/api/billing/v1/payment?policyId=${one(fixtures.policyIds, client)}`,
        }),
      },
    ],
    staff: [
      {
        name: 'list agencies',
        weight: 2,
        next: () => ({ method: 'GET', path: `/api/account/v1/agency/search?${PAGE}` }),
      },
      {
        name: 'read agency',
        weight: 2,
        next: (client) => ({ method: 'GET', path: `/api/auth/v1/admin/agencies/${one(fixtures.agencyIds, client)}` }),
      },
      {
        name: 'list carriers',
        weight: 1,
        next: () => ({ method: 'GET', path: `/api/account/v1/carrier/search?${PAGE}` }),
      },
      {
        name: 'read carrier',
        weight: 1,
        next: (client) => ({ method: 'GET', path: `/api/auth/v1/carrier/${one(fixtures.carrierIds, client)}` }),
      },
      {
        name: 'list accounts',
        weight: 2,
        next: () => ({ method: 'GET', path: `${ACCOUNTS}/search?${PAGE}&sort=name,asc` }),
      },
    ],
  };
}

/** Reads the ids each persona's calls need, through the API with each persona's own token. */
export async function findFixtures(base: string, tokens: Record<Persona, string>): Promise<Fixtures> {
  const ids = async (token: string, path: string): Promise<string[]> => {
    const answer = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${await answer.text()}`);
    const page = (await answer.json()) as { content: { id: string }[] };
    if (page.content.length === 0) throw new Error(`GET ${path}: no rows to read`);
    return page.content.map((row) => row.id);
  };
  return {
    agentAccountIds: await ids(tokens.agent, `${ACCOUNTS}/search?page=0&size=100&sort=name,asc`),
    agentQuoteIds: await ids(tokens.agent, `${QUOTES}/search?page=0&size=100`),
    policyIds: await ids(tokens.policyholder, `${POLICIES}/search?page=0&size=100`),
    agencyIds: await ids(tokens.staff, `/api/account/v1/agency/search?page=0&size=100`),
    carrierIds: await ids(tokens.staff, `/api/account/v1/carrier/search?page=0&size=100`),
  };
}
