/**
 * Spec 000 §2.5: an invitation for an existing user (EXISTING_USER, QUOTE_SENT_EXISTING_USER…) sends it from
 * /signup-validation to the login page with the case and the redirect URL; after signing in it lands on that
 * URL, and only when the URL stays inside the console.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { signIn } from './support/browser';
import { ownServer } from './support/ownServer';
import { callApi, runSql, signInApi } from './support/authJourney';

const server = ownServer('e2eexisting');
let page: Page;

beforeEach(async () => {
  page = await server.newPage();
});
afterEach(async () => {
  await page.context().close();
});

/** An invitation link for an existing user, as the server stores it (only the token's hash); answers its path. */
async function existingUserLink(email: string, tokenType: string, redirectURL: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await runSql(
    server.databaseUrl,
    `insert into auth_links (purpose, token_hash, user_id, email, data, expires_at)
     select 'INVITATION', $1, id, email, $2::jsonb, now() + interval '1 day' from users where email = $3`,
    [createHash('sha256').update(token).digest('base64url'), JSON.stringify({ tokenType, redirectURL }), email],
  );
  return `/signup-validation/${token}`;
}

describe('an existing user invited to a quote', () => {
  it('signs in and lands on the quote the invitation points to, not the dashboard', async () => {
    const alpha = await signInApi(server.url, 'admin@alpha.demo.test');
    const quote = (await callApi(server.url, 'GET', '/api/quote/v1/search?size=1&sort=quoteNumber,asc', alpha)).json
      .content[0] as { id: string; quoteNumber: string };
    const target = `/agency/quotes/${quote.id}/show`;

    await page.goto(
      `${server.url}${await existingUserLink('admin@alpha.demo.test', 'QUOTE_SENT_EXISTING_USER', target)}`,
    );
    await page.waitForURL('**/login');
    await signIn(page, server.url, 'admin@alpha.demo.test');
    await page.waitForURL(`**${target}`);
    await page.getByText(quote.quoteNumber).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(target);
  });

  it('a redirect URL to another site is not followed: the user lands on its dashboard', async () => {
    await page.goto(
      `${server.url}${await existingUserLink('admin@alpha.demo.test', 'EXISTING_USER', '//evil.example/agency/quotes')}`,
    );
    await page.waitForURL('**/login');
    await signIn(page, server.url, 'admin@alpha.demo.test');
    await page.waitForURL('**/agency/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(server.url).host);
  });
});
