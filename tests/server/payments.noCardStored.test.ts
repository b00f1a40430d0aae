/**
 * "No card or account number is stored": the real server (src/server/main.ts, logging everything at
 * trace level) takes sandbox payments the way the payment page makes them — a card that succeeds, a bank debit
 * that settles later through the callback, and a refused non-test card — and then neither any row of any table
 * of its database nor anything it logged holds a card or account number. On both databases: PostgreSQL is read
 * while the server runs; the embedded one after the server has stopped and released it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { resourceMigrations } from '../../src/server/resources/registry';
import { startConsoleServer, type RunningServer } from '../e2e/support/consoleServer';
import { createPostgresDatabase, DEMO, DEMO_PASSWORD, testConfig } from './support/databases';
import type { Database } from '../../src/server/db/tables';

const CARD = '4242424242424242';
const LATER_ACCOUNT = '000123456789';
const REFUSED_CARD = '4111111111111111';
const NUMBERS = [CARD, LATER_ACCOUNT, REFUSED_CARD];

async function call(url: string, method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** The journey of the payment page, at the API: two policies paid, one number refused; waits for the settlement. */
async function payments(url: string): Promise<void> {
  const login = async (username: string) =>
    (await call(url, 'POST', '/api/auth/v1/login', undefined, { username, password: DEMO_PASSWORD })).json
      .accessToken as string;
  const [staff, owner] = [await login(DEMO.staff), await login(DEMO.owner)];
  const accounts = await call(
    url,
    'GET',
    `/api/account/v1/account/search?search=${encodeURIComponent('*Customer Demo Co*')}`,
    staff,
  );
  const accountId = accounts.json.content.find((a: { name: string }) => a.name === 'Customer Demo Co').id;
  const pay = async (instrument: Record<string, unknown>) => {
    const policy = await call(url, 'POST', '/api/policy/v1', staff, {
      accountId,
      product: 'P100',
      status: 'ISSUED',
      isPaid: false,
      totalPremium: 900,
      customerEmail: DEMO.owner,
      effectiveDate: '2030-02-01',
      endDate: '2031-02-01',
    });
    const session = await call(url, 'GET', `/api/billing/v1/oneInc/key?policyId=${policy.json.id}`, owner);
    const refused = await call(url, 'POST', `${session.json.url}/tokens`, undefined, {
      sessionKey: session.json.key,
      type: 'card',
      cardNumber: REFUSED_CARD,
      expMonth: 1,
      expYear: 2000,
      cvc: '999',
    });
    expect(refused.status).toBe(400);
    const token = await call(url, 'POST', `${session.json.url}/tokens`, undefined, {
      sessionKey: session.json.key,
      ...instrument,
    });
    expect(token.status, JSON.stringify(token.json)).toBe(200);
    const paid = await call(url, 'POST', '/api/billing/v1/paid', owner, {
      policyId: policy.json.id,
      sessionKey: session.json.key,
      token: token.json.tokenId,
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    return { policyId: policy.json.id as string, status: paid.json.status as string };
  };
  expect(
    (await pay({ type: 'card', cardNumber: CARD, expMonth: 12, expYear: new Date().getFullYear() + 1, cvc: '123' }))
      .status,
  ).toBe('Paid');
  const debit = await pay({
    type: 'bank',
    routingNumber: '110000000',
    accountNumber: LATER_ACCOUNT,
    accountType: 'Checking',
  });
  expect(debit.status).toBe('Processed');
  for (let i = 0; i < 100; i += 1) {
    if ((await call(url, 'GET', `/api/billing/v1/payment?policyId=${debit.policyId}`, owner)).json.status === 'Paid')
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the bank debit did not settle through the callback');
}

/** Every row of every table of the database's own schemas, as text, that holds one of the numbers. */
async function rowsHolding(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<string[]> {
  const tables = await query(
    "SELECT table_schema AS s, table_name AS t FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')",
  );
  expect(tables.length).toBeGreaterThan(20);
  expect(tables.map((t) => t.t)).toContain('policy_transactions');
  const found: string[] = [];
  for (const { s, t } of tables) {
    const rows = await query(`SELECT x::text AS row FROM "${String(s)}"."${String(t)}" AS x`);
    for (const { row } of rows)
      if (NUMBERS.some((n) => String(row).includes(n))) found.push(`${String(t)}: ${String(row).slice(0, 200)}`);
  }
  return found;
}

const SERVER_ENV = {
  LOG_LEVEL: 'trace',
  PAYMENT_SANDBOX_SETTLE_MS: '200',
  CONSOLE_DIR: path.join(os.tmpdir(), 'payments-no-console'),
};

function expectCleanLog(log: string): void {
  // The log did capture the payment requests, so a number in it would have been seen.
  expect(log).toContain('/api/billing/v1/paid');
  expect(log).toContain('/api/sandbox-processor/v1/tokens');
  expect(log).toContain('/api/billing/v1/payment-processor');
  for (const number of NUMBERS) expect(log).not.toContain(number);
}

describe('no card or account number is stored or logged after sandbox payments', () => {
  it('[postgres] every table and the server log', async () => {
    const database = await createPostgresDatabase('paynocard');
    let server: RunningServer | undefined;
    try {
      server = await startConsoleServer({ ...SERVER_ENV, DATABASE_URL: database.url });
      await payments(server.url);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        expect(await rowsHolding(async (text) => (await client.query(text)).rows)).toEqual([]);
      } finally {
        await client.end();
      }
      expectCleanLog(server.output());
    } finally {
      await server?.stop();
      await database.drop();
    }
  });

  it('[embedded] every table and the server log', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paynocard-'));
    let server: RunningServer | undefined;
    try {
      server = await startConsoleServer({ ...SERVER_ENV, DATA_DIR: dataDir });
      await payments(server.url);
      const log = server.output();
      await server.stop();
      server = undefined;
      const opened = await openDatabase(
        testConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }),
        resourceMigrations(PLATFORM_RESOURCES),
      );
      try {
        const db = opened.db as unknown as Kysely<Database>;
        expect(
          await rowsHolding(async (text) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows),
        ).toEqual([]);
      } finally {
        await opened.close();
      }
      expectCleanLog(log);
    } finally {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
