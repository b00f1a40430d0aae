import pg from 'pg';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, loginTokens } from './browser';

/** Sign-in journeys need a server of their own (they change demo users) on a database the test can reach. */
export async function signInApi(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  return (await loginTokens(baseUrl, username, password)).accessToken;
}

export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: any }> {
  const response = await fetch(`${baseUrl}${path}`, {
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

/** The newest outbox message of a kind to a recipient, read the way a developer does: staff, /api/dev/outbox. */
export async function newestMessage(baseUrl: string, recipient: string, kind: string): Promise<string> {
  const staff = await signInApi(baseUrl, 'staff@demo.test');
  const { json } = await callApi(baseUrl, 'GET', `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`, staff);
  const message = (json.content as Array<{ kind: string; body: string }>).find((m) => m.kind === kind);
  if (!message) throw new Error(`no ${kind} message to ${recipient}`);
  return message.body;
}

/** The path of the first console link in a message (`/confirmPasswordReset/…`). */
export const linkPathIn = (body: string): string => new URL(/https?:\/\/\S+/.exec(body)?.[0] ?? 'http://x/').pathname;

export const codeIn = (body: string): string => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

/** The code an authenticator app with this secret shows `stepsAgo` 30-second steps before now. */
export const totpCode = (secret: string, stepsAgo = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() - stepsAgo * 30_000,
  });

/** Runs one statement on the journey's PostgreSQL database (to put a demo user in a state to test). */
export async function runSql(databaseUrl: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}
