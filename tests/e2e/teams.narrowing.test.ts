/**
 * The header's team selector narrows every list of client records, not only the accounts: claims, quotes and
 * policies follow it, and an agent (team Alpha East) never sees team Alpha West's claims. On a server of its
 * own, since it files claims.
 */
import type { Page } from 'playwright-core';
import { claimsFixtures } from '../../resources/claims/fixtures';
import { DEMO_PASSWORD, openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

const server = ownServer('e2e_team_narrowing');
const stamp = Date.now().toString(36);
const reporter = { east: `East Reporter ${stamp}`, west: `West Reporter ${stamp}` };

async function api(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Staff file one claim for a client of each Alpha team, through the API. */
beforeAll(async () => {
  const { accessToken: staff } = await api('POST', '/api/auth/v1/login', undefined, {
    username: 'staff@demo.test',
    password: DEMO_PASSWORD,
  });
  const teams: { id: string; name: string }[] = (
    await api('GET', '/api/auth/v1/teams/search?size=100&search=*alpha*', staff)
  ).content;
  for (const side of ['east', 'west'] as const) {
    const team = teams.find((t) => t.name === (side === 'east' ? 'Alpha East' : 'Alpha West'))!;
    const account = (await api('GET', `/api/account/v1/account/search?size=1&teamId=${team.id}`, staff)).content[0];
    await api('POST', '/api/claims/v1', staff, {
      ...claimsFixtures.validBody({ agencyId: '', teamId: team.id, accountId: account.id }, stamp),
      name: reporter[side],
    });
  }
});

/** Chooses a team in the header's selector ("Team:"). */
async function chooseTeam(page: Page, name: string) {
  await page.getByLabel('Team:').click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** The texts of one column of the list at `path`, once it has loaded, 100 rows a page. */
async function columnOf(page: Page, path: string, column: number): Promise<string[]> {
  await page.goto(`${server.url}${path}?filter=${encodeURIComponent('{}')}&page=1&perPage=100`);
  await page.locator('tbody tr, .RaEmpty-message, [class*="RaList-noResults"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();
}

describe('the header team selector narrows every client list', () => {
  let page: Page;

  beforeAll(async () => {
    page = await server.newPage();
    await openSession(page, server.url, 'admin@alpha.demo.test');
    await page.waitForURL('**/agency/dashboard');
    await seeText(page, 'Team:');
  });

  it('claims: Alpha West shows the West claim only, Alpha East the East one only, All both', async () => {
    await chooseTeam(page, 'Alpha West');
    const west = await columnOf(page, '/agency/claims', 2);
    expect(west).toContain(reporter.west);
    expect(west).not.toContain(reporter.east);
    await chooseTeam(page, 'Alpha East');
    const east = await columnOf(page, '/agency/claims', 2);
    expect(east).toContain(reporter.east);
    expect(east).not.toContain(reporter.west);
    await chooseTeam(page, 'All');
    const all = await columnOf(page, '/agency/claims', 2);
    expect(all).toEqual(expect.arrayContaining([reporter.east, reporter.west]));
  });

  // Customer Demo Co, the policyholder's account, is in no team: its quote and policy show under All only.
  for (const [resource, numberColumn, teamless] of [
    ['quotes', 4, 'Q-CUST-0001'],
    ['policies', 3, 'P-CUST-0001'],
  ] as const) {
    it(`${resource}: the two teams' lists are disjoint, neither is empty, and with the teamless client's they are the agency's`, async () => {
      // The quote or policy number identifies a row.
      await chooseTeam(page, 'Alpha West');
      const west = await columnOf(page, `/agency/${resource}`, numberColumn);
      await chooseTeam(page, 'Alpha East');
      const east = await columnOf(page, `/agency/${resource}`, numberColumn);
      await chooseTeam(page, 'All');
      const all = await columnOf(page, `/agency/${resource}`, numberColumn);
      expect(west.length).toBeGreaterThan(0);
      expect(east.length).toBeGreaterThan(0);
      expect(west.filter((number) => east.includes(number))).toEqual([]);
      expect([...west, ...east, teamless].sort()).toEqual([...all].sort());
    });
  }
});

describe('an agent of team Alpha East', () => {
  it("sees its team's claim and never team Alpha West's", async () => {
    const page = await server.newPage();
    await openSession(page, server.url, 'agent@alpha.demo.test');
    await page.waitForURL('**/agency/dashboard');
    const claims = await columnOf(page, '/agency/claims', 2);
    expect(claims).toContain(reporter.east);
    expect(claims).not.toContain(reporter.west);
  });
});

describe('the team selector shows only where teams exist', () => {
  it('the policyholder, whose organisation has no teams, sees no selector once its teams are read', async () => {
    const page = await server.newPage();
    const teamsRead = page.waitForResponse((response) => response.url().endsWith('/api/auth/v1/teams/my'));
    await openSession(page, server.url, 'owner@customer.demo.test');
    await page.waitForURL('**/customer/dashboard');
    const answer = (await (await teamsRead).json()) as { content: { id: string }[] };
    expect(answer.content.filter((team) => team.id !== 'all')).toEqual([]);
    await page.getByRole('button', { name: 'Search accounts, quotes, policies and claims' }).waitFor();
    expect(await page.getByText('Team:').count()).toBe(0);
    expect(await page.getByLabel('Team:').count()).toBe(0);
  });
});
