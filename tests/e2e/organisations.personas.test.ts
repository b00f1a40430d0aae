import type { Page } from 'playwright-core';
import { callApi, runSql, signInApi } from './support/authJourney';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

/**
 * "Organisations" and "What each persona sees", in Chromium on its own server (it adds a cluster, a
 * member and a user): staff create a cluster and add Alpha to it on the cluster's page; the cluster's admin
 * signs in and sees Alpha's clients and quotes, read-only, and nothing of Beta. Then each of the eight demo
 * organisations' dashboards counts its own business, as the server counts it for that persona.
 */
const server = ownServer('organisations_personas');
const STAFF = 'staff@demo.test';
const CLUSTER_ADMIN = 'harbour.admin@cluster.demo.test';

/** A figure card's number (`figure-accounts`…), once the dashboard shows it. */
async function figure(page: Page, testId: string): Promise<number> {
  await page.getByTestId(testId).waitFor();
  return Number(await page.getByTestId(testId).innerText());
}

describe('organisations and what each persona sees', () => {
  it("staff create a cluster and add Alpha; its admin sees Alpha's clients and quotes read-only and nothing of Beta", async () => {
    const page = await server.newPage();
    await openSession(page, server.url, STAFF, { path: `/admin/clusters/create` });
    await page.getByLabel('Name', { exact: false }).first().waitFor();
    await page.getByLabel('Name', { exact: false }).first().fill('Harbour Cluster');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/clusters/*/show');
    const members = page.getByTestId('organisation-members');
    await members.getByText('None yet').waitFor();
    // Add without choosing: the server's text for a missing agency.
    await members.getByRole('button', { name: 'Add', exact: true }).click();
    await members.getByText('Please select a Agency').waitFor();
    await members.getByRole('combobox', { name: 'Agency' }).fill('Alpha');
    await page.getByRole('option', { name: 'Alpha Insurance Agency' }).click();
    await members.getByRole('button', { name: 'Add', exact: true }).click();
    await seeText(page, 'Agency successfully added!');
    await members.getByRole('cell', { name: 'Alpha Insurance Agency', exact: true }).waitFor();
    const clusterId = /clusters\/([^/]+)\/show/.exec(page.url())![1];

    // The cluster's administrator: a user of the new cluster with its Administrator role.
    const staff = await signInApi(server.url, STAFF);
    const role = (await callApi(server.url, 'GET', '/api/auth/v1/roles/accounttype/CLUSTER', staff)).json.content.find(
      (r: { name: string }) => r.name === 'Administrator',
    );
    const user = await callApi(server.url, 'POST', '/api/auth/v1/users', staff, {
      firstName: 'Hana',
      lastName: 'Harbour',
      email: CLUSTER_ADMIN,
      accountId: clusterId,
      roleId: role.id,
    });
    expect(user.status).toBe(201);
    await runSql(
      server.databaseUrl,
      `update users set password_hash = (select password_hash from users where email = 'admin@cluster.demo.test') where email = $1`,
      [CLUSTER_ADMIN],
    );

    // What Alpha and Beta themselves see: the expectations.
    const alpha = await signInApi(server.url, 'admin@alpha.demo.test');
    const beta = await signInApi(server.url, 'admin@beta.demo.test');
    const alphaAccounts = (
      await callApi(server.url, 'GET', '/api/account/v1/account/search?size=1&sort=name,asc', alpha)
    ).json;
    expect(alphaAccounts.totalElements).toBeGreaterThan(0);
    const alphaQuote = (await callApi(server.url, 'GET', '/api/quote/v1/search?size=1&sort=quoteNumber,asc', alpha))
      .json.content[0];
    const betaAccount = (await callApi(server.url, 'GET', '/api/account/v1/account/search?size=1&sort=name,asc', beta))
      .json.content[0];

    const cluster = await server.newPage();
    await openSession(cluster, server.url, CLUSTER_ADMIN);
    await cluster.waitForURL('**/cluster/dashboard');
    const alphaFigures = (await callApi(server.url, 'GET', '/api/dashboard/v1/figures', alpha)).json;
    expect(await figure(cluster, 'figure-accounts')).toBe(alphaFigures.accounts.total);

    await cluster.goto(`${server.url}/cluster/accounts`);
    await seeText(cluster, alphaAccounts.content[0].name);
    expect(await cluster.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await cluster.getByPlaceholder('Search', { exact: true }).fill(betaAccount.name);
    await seeText(cluster, 'No Accounts found using the current filters.');

    await cluster.goto(`${server.url}/cluster/quotes/${alphaQuote.id}/show`);
    await seeText(cluster, alphaQuote.quoteNumber);
    expect(await cluster.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await cluster.goto(`${server.url}/cluster/accounts/${betaAccount.id}/show`);
    await seeText(cluster, 'This record does not exist, or you do not have access to it.');
  });

  it.each([
    [
      'admin@cluster.demo.test',
      '/cluster',
      'figure-accounts',
      'admin@alpha.demo.test',
      'Cluster Demo Group',
      'Agencies: Alpha Insurance Agency',
    ],
    [
      'admin@digital.demo.test',
      '/da',
      'figure-accounts',
      'admin@beta.demo.test',
      'Digital Demo Aggregator',
      'Agencies: Beta Brokers',
    ],
    ['admin@mssp.demo.test', '/mssp', 'figure-accounts', null, 'Shield MSSP Demo', 'Client accounts: Customer Demo Co'],
    [
      'admin@carrier.demo.test',
      '/carrier',
      'figure-active-policies',
      'admin@alpha.demo.test',
      'Carrier Demo Mutual',
      null,
    ],
    [
      'admin@reinsurer.demo.test',
      '/reinsurer',
      'figure-active-policies',
      'admin@alpha.demo.test',
      'Reinsurer Demo Re',
      'Carriers: Carrier Demo Mutual',
    ],
    [
      'admin@pool.demo.test',
      '/pool',
      'figure-active-policies',
      'admin@alpha.demo.test',
      'Pool Demo Syndicate',
      'Carriers: Carrier Demo Mutual',
    ],
    [
      'admin@premiumprocessor.demo.test',
      '/premiumprocessor',
      'figure-active-policies',
      'admin@alpha.demo.test',
      'Premium Processor Demo',
      'Agencies: Alpha Insurance Agency',
    ],
    ['admin@vendor.demo.test', '/vendor', 'figure-claims', null, 'Vendor Demo Forensics', null],
  ] as const)(
    '%s: the %s dashboard shows its organisation and counts its own business',
    async (email, base, testId, agency, organisation, members) => {
      const token = await signInApi(server.url, email);
      const figures = (await callApi(server.url, 'GET', '/api/dashboard/v1/figures', token)).json;
      const page = await server.newPage();
      await openSession(page, server.url, email);
      await page.waitForURL(`**${base}/dashboard`);
      const own = page.getByTestId('own-organisation');
      await own.getByText(organisation, { exact: true }).waitFor();
      if (members) expect(await own.getByTestId('own-organisation-members').innerText()).toBe(members);
      const shown = await figure(page, testId);
      expect(shown).toBeGreaterThan(0);
      const served =
        testId === 'figure-accounts'
          ? figures.accounts.total
          : testId === 'figure-claims'
            ? figures.claims.total
            : figures.policies.active;
      expect(shown).toBe(served);
      // The demo gives the cluster, the premium processor and the carrier (so its reinsurer and pool) Alpha's
      // business and the aggregator Beta's: the agency's own dashboard counts the same. The MSSP serves one
      // client; one claim is assigned to the vendor.
      if (agency) {
        const agencyFigures = (
          await callApi(server.url, 'GET', '/api/dashboard/v1/figures', await signInApi(server.url, agency))
        ).json;
        expect(shown).toBe(testId === 'figure-accounts' ? agencyFigures.accounts.total : agencyFigures.policies.active);
      } else {
        expect(shown).toBe(1);
      }
    },
  );
});
