/**
 * The organisation's API activity page in Chromium (own server: the counts are this file's alone): Alpha's admin
 * makes a key through the API and calls the API with it over HTTP (one call answered, one refused with 404); the
 * page reached from the key list shows the call count, the failed call and both rows.
 */
import { seeText } from './support/form';
import { openSession } from './support/browser';
import { api } from './support/schemaForm';
import { signInApi } from './support/authJourney';
import { ownServer } from './support/ownServer';

const server = ownServer('e2e_api_activity');

describe("Alpha's API activity", () => {
  it('shows the calls made with a key: the count, the failed one, and the rows', async () => {
    const token = await signInApi(server.url, 'admin@alpha.demo.test');
    const key = await api(server.url, token, 'POST', '/api/auth/v1/api', { name: 'Activity Journey' });
    expect(key.status).toBe(201);
    const withKey = (path: string) => fetch(`${server.url}${path}`, { headers: { 'x-api-key': key.json.secret } });
    expect((await withKey('/api/account/v1/account/search?size=5')).status).toBe(200);
    expect((await withKey('/api/account/v1/account/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // The calls are recorded after their answers.
    for (
      let tries = 0;
      (await api(server.url, token, 'GET', '/api/apiactivity/v1/agg/stats')).json.totalCalls < 2;
      tries++
    ) {
      expect(tries).toBeLessThan(50);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const page = await server.newPage();
    await openSession(page, server.url, 'admin@alpha.demo.test', { path: `/agency/apiKeys` });
    await page.getByRole('link', { name: 'API activity' }).click();
    await page.waitForURL('**/agency/apiActivity');
    await page.getByRole('heading', { level: 1, name: 'API activity' }).waitFor();
    expect(await page.getByTestId('activity-totalCalls').innerText()).toContain('2');
    expect(await page.getByTestId('activity-failedCalls').innerText()).toContain('1');
    await seeText(page, 'Calls per day (UTC)');
    const rows = page.getByRole('table', { name: "Calls made with the organisation's keys" }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    // The path is recorded without its query; rows by status (both calls fall in the same second).
    const [listed, refused] = (await rows.allInnerTexts())
      .map((row) => row.split('\t').slice(1))
      .sort((a, b) => a[3]!.localeCompare(b[3]!));
    expect(listed).toEqual([
      'Activity Journey',
      'GET',
      '/api/account/v1/account/search',
      '200',
      expect.stringMatching(/^\d+$/),
    ]);
    expect(refused).toEqual([
      'Activity Journey',
      'GET',
      '/api/account/v1/account/00000000-0000-4000-8000-000000000000',
      '404',
      expect.stringMatching(/^\d+$/),
    ]);
  });
});
