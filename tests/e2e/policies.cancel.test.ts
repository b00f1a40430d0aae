import type { Page } from 'playwright-core';
import { callApi, signInApi } from './support/authJourney';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

/**
 * "Cancel then undo a P250 policy through the console; a cancel of an already cancelled policy is 409":
 * staff open the demo's P250 policy in force, cancel it with a reason (CANCELLED), undo the cancellation (back to
 * IN FORCE, the status before); a second cancel of a cancelled policy at the API answers 409. Its own server: the
 * policies table test of another file counts the demo's policies by status.
 */
const server = ownServer('policies_cancel');
const STAFF = 'staff@demo.test';
const AGENCY = 'admin@alpha.demo.test';
const NUMBER = 'P-ALP-5002';

/** The policy's status on its page, as the actions bar and the status field show it. */
async function status(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="policy-actions"]')?.getAttribute('data-status') === want,
    expected,
    { timeout: 15_000 },
  );
  expect((await page.locator('.ra-field-status span').last().innerText()).trim()).toBe(expected);
}

/** Opens an action's dialog from the bar, lets `fill` answer it, presses OK, and waits for the message. */
async function act(
  page: Page,
  button: string,
  message: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
): Promise<void> {
  await page.getByTestId('policy-actions').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await seeText(page, message);
  await dialog.waitFor({ state: 'detached' });
}

describe('cancel and undo a P250 policy', () => {
  it('staff cancel the policy in force with a reason, undo it, and a second cancel of a cancelled policy is 409', async () => {
    const token = await signInApi(server.url, STAFF);
    const found = await callApi(server.url, 'GET', `/api/policy/v1/search?search=*${NUMBER.toLowerCase()}*`, token);
    const policy = found.json.content[0] as { id: string; product: string; status: string };
    expect(policy).toMatchObject({ product: 'P250', status: 'IN FORCE' });

    const page = await server.newPage();
    await openSession(page, server.url, STAFF, { path: `/admin/policies/${policy.id}/show` });
    await seeText(page, NUMBER);
    await status(page, 'IN FORCE');
    const bar = page.getByTestId('policy-actions');
    expect(await bar.getByRole('button', { name: 'Undo cancellation', exact: true }).count()).toBe(0);

    // The reason is required; the list is the server's (GET /reasons).
    await bar.getByRole('button', { name: 'Cancel policy', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.getByText('Cancellation Reason is required').waitFor();
    await dialog.getByLabel('Cancellation Reason').selectOption('Insured Request');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await seeText(page, `Policy ${NUMBER} cancelled`);
    await dialog.waitFor({ state: 'detached' });
    await status(page, 'CANCELLED');
    expect(await bar.getByRole('button', { name: 'Cancel policy', exact: true }).count()).toBe(0);

    await act(page, 'Undo cancellation', `The cancellation of policy ${NUMBER} was undone`);
    await status(page, 'IN FORCE');

    // The agency that owns the policy cancels it at the API; a second cancel is refused.
    const agency = await signInApi(server.url, AGENCY);
    const first = await callApi(server.url, 'PUT', `/api/policy/v1/P250/cancel/${policy.id}`, agency, {
      reason: 'Non-Payment of Premium',
    });
    expect(first.status).toBe(200);
    expect(first.json.status).toBe('CANCELLED');
    const again = await callApi(server.url, 'PUT', `/api/policy/v1/cancel/${policy.id}`, agency, {
      reason: 'Insured Request',
    });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe(
      'A policy in status CANCELLED cannot be given the action cancel. Allowed from CANCELLED: undo-cancel.',
    );

    // The page shows what the server holds once reloaded; the history names both actors.
    await page.reload();
    await status(page, 'CANCELLED');
    const history = await callApi(server.url, 'GET', `/api/policy/v1/${policy.id}/history`, token);
    expect(
      history.json.slice(0, 3).map((e: { action: string; actorEmail: string }) => [e.action, e.actorEmail]),
    ).toEqual([
      ['cancel', AGENCY],
      ['undo-cancel', STAFF],
      ['cancel', STAFF],
    ]);
  });
});
