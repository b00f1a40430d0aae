/**
 * What each persona of `bench:load` does: its calls, as a weighted mix, over the records it may see. A call names
 * itself (the table's row) and answers the request to send; the ids it picks from are read once at the start.
 */
import { ACCOUNTS_API, DEMO } from '../../server/support/databases';

export interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  /** Sets the stored version the next update of the record sends (an update answers the new one). */
  onAnswer?: (json: unknown) => void;
}

export interface Known {
  accounts: { id: string; version: number }[];
  quotes: string[];
  policies: string[];
  agencies: string[];
}

export interface Persona {
  name: string;
  email: string;
  /** Each call with its weight. */
  mix: [weight: number, next: (known: Known, n: number) => Call][];
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;
const TERMS = ['dental', 'logistics', 'systems', 'alp', 'group'];

export const PERSONAS: Persona[] = [
  {
    name: 'agent',
    email: DEMO.alphaAgent,
    mix: [
      [30, () => ({ name: 'agent: list accounts', method: 'GET', url: `${ACCOUNTS_API}/search?page=0&size=25` })],
      [
        20,
        (_, n) => ({
          name: 'agent: search accounts',
          method: 'GET',
          url: `${ACCOUNTS_API}/search?page=0&size=25&search=*${pick(TERMS, n)}*`,
        }),
      ],
      [15, () => ({ name: 'agent: list quotes', method: 'GET', url: '/api/quote/v1/search?page=0&size=25' })],
      [15, (known, n) => ({ name: 'agent: read quote', method: 'GET', url: `/api/quote/v1/${pick(known.quotes, n)}` })],
      [
        10,
        (_, n) => ({
          name: 'agent: create account',
          method: 'POST',
          url: ACCOUNTS_API,
          body: {
            name: `Load Test Co ${n}`,
            country: 'US',
            address1: '500 Congress Ave',
            city: 'Austin',
            state: 'TX',
            zipCode: '78701',
            phone: '(512) 555-0100',
          },
        }),
      ],
      [
        10,
        (known, n) => {
          const account = pick(known.accounts, n);
          return {
            name: 'agent: update account',
            method: 'PUT',
            url: `${ACCOUNTS_API}/${account.id}`,
            body: { phone: `(512) 555-${String(1000 + (n % 9000)).slice(-4)}`, version: account.version },
            onAnswer: (json) => {
              const version = (json as { version?: number }).version;
              if (typeof version === 'number') account.version = version;
            },
          };
        },
      ],
    ],
  },
  {
    name: 'policyholder',
    email: DEMO.owner,
    mix: [
      [50, () => ({ name: 'policyholder: list policies', method: 'GET', url: '/api/policy/v1/search?page=0&size=25' })],
      [
        50,
        (known, n) => ({
          name: 'policyholder: read policy',
          method: 'GET',
          url: `/api/policy/v1/${pick(known.policies, n)}`,
        }),
      ],
    ],
  },
  {
    name: 'staff',
    email: DEMO.staff,
    mix: [
      [
        40,
        () => ({
          name: 'staff: list agencies',
          method: 'GET',
          url: '/api/auth/v1/admin/agencies/search?page=0&size=25',
        }),
      ],
      [
        30,
        (known, n) => ({
          name: 'staff: read agency',
          method: 'GET',
          url: `/api/auth/v1/admin/agencies/${pick(known.agencies, n)}`,
        }),
      ],
      [30, () => ({ name: 'staff: list accounts', method: 'GET', url: `${ACCOUNTS_API}/search?page=0&size=25` })],
    ],
  },
];

/** The persona's `n`-th call, by its weights. */
export function callOf(persona: Persona, known: Known, n: number): Call {
  const total = persona.mix.reduce((sum, [weight]) => sum + weight, 0);
  let slot = (n * 7919) % total;
  for (const [weight, next] of persona.mix) {
    if (slot < weight) return next(known, n);
    slot -= weight;
  }
  return persona.mix[0]![1](known, n);
}
