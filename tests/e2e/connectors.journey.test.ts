/**
 * In Chromium, connectors: Alpha's admin opens the connector page of an Alpha client, adds a
 * vulnerability scanner — the privacy consent's Accept stays disabled until the box is ticked, the empty form shows
 * the spec's messages — sees it "Connected", and removes it (the removal message shows after 5 s).
 */
import { openSession } from './support/browser';
import { signInApi } from './support/authJourney';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

const server = ownServer('e2e_connectors_journey');

it('adds a credential connector after the consent, sees it Connected, and removes it', async () => {
  const token = await signInApi(server.url, 'admin@alpha.demo.test');
  const search = await fetch(`${server.url}/api/account/v1/account/search?search=*alpha omega*`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const accountId = ((await search.json()) as { content: { id: string }[] }).content[0]!.id;

  const page = await server.newPage();
  await openSession(page, server.url, 'admin@alpha.demo.test', { path: `/agency/connectors?accountId=${accountId}` });
  await page.getByRole('heading', { name: 'Connectors', level: 1 }).waitFor();
  await seeText(page, 'No connectors yet.');

  await page.getByRole('button', { name: 'Add Qualys Vulnerability Management' }).click();
  const consent = page.getByRole('dialog', { name: 'Privacy consent' });
  const accept = consent.getByRole('button', { name: 'Accept' });
  expect(await accept.isDisabled()).toBe(true);
  await consent.getByLabel('I agree to share this data').check();
  expect(await accept.isEnabled()).toBe(true);
  await accept.click();

  const form = page.getByRole('dialog', { name: 'Connect Qualys Vulnerability Management' });
  await form.getByRole('button', { name: 'Connect' }).click();
  await seeText(page, 'API User is required');
  await seeText(page, 'Password is required');
  await form.getByLabel('API User').fill('qualys-api-user');
  await form.getByLabel('Password').fill('Scanner-Pass-1');
  await form.getByRole('button', { name: 'Connect' }).click();

  const row = page.getByRole('row', { name: /Qualys Vulnerability Management/ });
  await row.waitFor();
  expect(await row.getByRole('cell').nth(1).textContent()).toBe('Connected');
  expect(await page.content()).not.toContain('Scanner-Pass-1');

  await page.getByRole('button', { name: 'Remove Qualys Vulnerability Management' }).click();
  await seeText(page, 'No connectors yet.');
  await seeText(page, 'Qualys Vulnerability Management was removed', 20_000);
  await page.context().close();
});
