import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { callApi, codeIn, linkPathIn, newestMessage, signInApi } from './support/authJourney';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

/**
 * The quote-to-policy journey, several users (spec 002 §2, §4, §8): an Alpha agent's cart becomes a READY quote; the
 * staff underwriter refers it, applies IRPM (the premium shown changes by the modifier) and releases it; the agent
 * sends it to the policyholder; the wholesale contact opens the e-mailed link, enters the code, verifies and
 * requests to bind; the agent attests and binds; staff issue the policy; the policy is on the agency dashboard's
 * POLICIES tab and the quote's history shows BOUND → ISSUED. Its own server: sending makes a policyholder user.
 */
const server = ownServer('quotes_binding');
const AGENT = 'agent@alpha.demo.test';
const STAFF = 'staff@demo.test';
const CLIENT = 'Alpine Dental Group';
const CONTACT = {
  customerFirstName: 'Dana',
  customerLastName: 'Whitfield',
  customerEmail: 'dana.whitfield@alpine-dental.test',
  customerPhone: '512-555-0142',
};
/** The percentages the underwriter enters (within every state's bounds). */
const IRPM = { companyStability: 5, securityAwareness: -3, drPlanning: 2 };

/** Amounts as the console shows them ($1,234.56) → 1234.56. */
const amountOf = (shown: string): number => Number(shown.replace(/[^0-9.-]/g, ''));

/** A field's shown value on the quote show page, by its source. */
const shownField = async (page: Page, source: string) =>
  (await page.locator(`.ra-field-${source} .MuiTypography-root, .ra-field-${source} span`).last().innerText()).trim();

async function status(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="quote-actions"]')?.getAttribute('data-status') === want,
    expected,
    { timeout: 15_000 },
  );
  expect(await shownField(page, 'status')).toBe(expected);
}

/** Opens an action's dialog from the bar, lets `fill` answer it, presses OK, and waits for the spec's message. */
async function act(
  page: Page,
  button: string,
  message: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
): Promise<void> {
  await page.getByTestId('quote-actions').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await seeText(page, message);
  await dialog.waitFor({ state: 'detached' });
}

/** The agent's cart for the client, one P100 variation, submitted through the cart API: one READY quote. */
async function submittedQuote(token: string): Promise<{ id: string; quoteNumber: string; accountId: string }> {
  const accounts = await callApi(server.url, 'GET', '/api/account/v1/account/search?size=1000', token);
  const accountId = (accounts.json.content as { id: string; name: string }[]).find((a) => a.name === CLIENT)!.id;
  const added = await callApi(server.url, 'POST', '/api/quote/v1/P100/cart/account', token, {
    accountId,
    calculator: { product: 'P100', naicsCode: 621210, state: 'TX', revenue: 3_500_000, preset: 2 },
  });
  expect(added.status).toBe(201);
  const submitted = await callApi(server.url, 'POST', '/api/quote/v1/cart', token, {
    accountId,
    quoteIds: [added.json.id],
    agentFirstName: 'Alex',
    agentLastName: 'Agent',
    agentEmail: AGENT,
  });
  expect(submitted.status).toBe(200);
  const [quote] = submitted.json.quotes as { id: string; quoteNumber: string; status: string }[];
  expect(quote.status).toBe('READY');
  return { id: quote.id, quoteNumber: quote.quoteNumber, accountId };
}

describe('from quote to policy', () => {
  it('agent, underwriter, wholesale contact and agent again take a quote to an issued policy', async () => {
    const quote = await submittedQuote(await signInApi(server.url, AGENT));

    // Staff underwriter: refer, IRPM (premium × modifier), release.
    const staff = await server.newPage();
    await openSession(staff, server.url, STAFF, { path: `/admin/quotes/${quote.id}/show` });
    await seeText(staff, quote.quoteNumber);
    await status(staff, 'READY');
    const bar = staff.getByTestId('quote-actions');
    // Only what the machine allows from READY to an underwriter: no release, no bind.
    expect(await bar.getByRole('button', { name: 'Release', exact: true }).count()).toBe(0);
    expect(await bar.getByRole('button', { name: 'Bind', exact: true }).count()).toBe(0);
    await act(staff, 'Refer', 'Quote updated');
    await status(staff, 'REFERRED');

    const shownBefore = await shownField(staff, 'premium');
    const before = amountOf(shownBefore);
    await act(staff, 'IRPM', 'Quote updated', async (dialog) => {
      await dialog.getByLabel('Company Stability').fill('99');
      await dialog.getByText('Invalid').waitFor();
      expect(await dialog.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
      for (const [key, value] of Object.entries(IRPM))
        await dialog.locator(`input[data-irpm="${key}"]`).fill(String(value));
      expect(await dialog.getByTestId('irpm-kind-companyStability').innerText()).toBe('DEBIT');
      expect(await dialog.getByTestId('irpm-kind-securityAwareness').innerText()).toBe('CREDIT');
    });
    const modifier = 1 + Object.values(IRPM).reduce((sum, value) => sum + value, 0) / 100;
    await staff.waitForFunction(
      (old) => !(document.querySelector('.ra-field-premium')?.textContent ?? old).endsWith(old),
      shownBefore,
      { timeout: 15_000 },
    );
    const after = amountOf(await shownField(staff, 'premium'));
    expect(Math.abs(after - before * modifier)).toBeLessThanOrEqual(0.02);

    await act(staff, 'Release', 'Quote released');
    await status(staff, 'READY');

    // The proposal, fetched with the bearer token and saved under the server's file name.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      bar.getByRole('button', { name: 'Download proposal' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('alpine-dental-group-quote-proposal.pdf');
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Agent: send to the policyholder.
    const agent = await server.newPage();
    await openSession(agent, server.url, AGENT, { path: `/agency/quotes/${quote.id}/show` });
    await status(agent, 'READY');
    await act(agent, 'Send to policyholder', 'Quote request(s) sent successfully!', async (dialog) => {
      await dialog.getByLabel('First Name').fill(CONTACT.customerFirstName);
      await dialog.getByLabel('Last Name').fill(CONTACT.customerLastName);
      await dialog.getByLabel('Email').fill(CONTACT.customerEmail);
      await dialog.getByLabel('Phone').fill(CONTACT.customerPhone);
    });

    // The wholesale contact, in its own browser context: the e-mailed link, the code, then on the review page
    // verify the account details and request to bind.
    const contact = await server.newPage();
    await contact.goto(
      `${server.url}${linkPathIn(await newestMessage(server.url, CONTACT.customerEmail, 'QUOTE_SENT'))}`,
    );
    await contact.getByRole('heading', { name: 'Enter your security code to access your quote' }).waitFor();
    await contact.getByRole('button', { name: 'Send the code by e-mail' }).click();
    await contact.getByRole('status').waitFor();
    await contact
      .getByLabel('Security code')
      .fill(codeIn(await newestMessage(server.url, CONTACT.customerEmail, 'WORKFLOW_CODE')));
    await contact.getByRole('button', { name: 'Submit' }).click();
    await contact.waitForURL(`**/quote/${quote.id}/request-to-bind/P100**`);
    await contact.getByRole('heading', { level: 1, name: `Quote ${quote.quoteNumber} for ${CLIENT}` }).waitFor();
    await seeText(contact, `Welcome, ${CONTACT.customerFirstName} ${CONTACT.customerLastName}`);
    const requestToBind = contact.getByRole('button', { name: 'Request to bind' });
    expect(await requestToBind.isDisabled()).toBe(true);
    const verification = contact.getByLabel('I have verified that the account details above are correct');
    await verification.check();
    await contact
      .getByRole('status')
      .getByText(/^Verified on \d{4}-\d{2}-\d{2}$/)
      .waitFor();
    expect(await verification.isDisabled()).toBe(true);
    expect(await requestToBind.isDisabled()).toBe(false);
    await requestToBind.click();
    const bindDialog = contact.getByRole('dialog');
    // The dialog starts from the contact the agent sent the quote to.
    expect(await bindDialog.getByLabel('Policy holder e-mail').inputValue()).toBe(CONTACT.customerEmail);
    await bindDialog.getByRole('button', { name: 'Send request' }).click();
    await bindDialog.getByRole('heading', { name: 'Request Sent' }).waitFor();
    await bindDialog.getByText('Request to bind successfully sent').waitFor();
    await bindDialog.getByRole('button', { name: 'Close' }).click();
    await contact
      .getByRole('heading', {
        level: 1,
        name: `Request to Bind Quote ${quote.quoteNumber} for ${CLIENT} has been sent`,
      })
      .waitFor();
    expect(await contact.getByRole('button', { name: 'Request Sent' }).isDisabled()).toBe(true);
    // The request-sent heading is orange.
    const [r, g, b] = (
      (await contact.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).color)).match(/\d+/g) ?? []
    )
      .slice(0, 3)
      .map(Number);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);

    // Agent: attest (OK only once ticked), bind.
    await agent.reload();
    await status(agent, 'REQUESTED');
    await act(agent, 'Attest terms', 'Quote updated', async (dialog) => {
      expect(await dialog.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
      await dialog.getByRole('checkbox').check();
    });
    await status(agent, 'SIGNED');
    await act(agent, 'Bind', 'Quote updated');
    await status(agent, 'BOUND');
    // Issuing is the underwriter's.
    expect(await agent.getByTestId('quote-actions').getByRole('button', { name: 'Issue policy' }).count()).toBe(0);

    // Staff: issue the policy.
    await staff.reload();
    await status(staff, 'BOUND');
    await act(staff, 'Issue policy', 'Quote updated');
    await status(staff, 'ISSUED');

    // The policy on the agency dashboard's POLICIES tab; the quote's history shows BOUND → ISSUED.
    const issued = await callApi(server.url, 'GET', `/api/quote/v1/${quote.id}`, await signInApi(server.url, AGENT));
    const policyNumber = issued.json.details.policyNumber as string;
    expect(policyNumber).toBeTruthy();
    await agent.goto(`${server.url}/agency/dashboard?tab=POLICIES&prefilterAccountId=${quote.accountId}`);
    await agent.locator('tbody tr', { hasText: policyNumber }).waitFor();
    expect(await agent.locator('tbody tr', { hasText: policyNumber }).innerText()).toContain(CLIENT);

    await agent.goto(`${server.url}/agency/quotes/${quote.id}/show/history`);
    await agent.getByTestId('history-change').filter({ hasText: 'BOUND → ISSUED' }).first().waitFor();
    await agent.getByTestId('history-change').filter({ hasText: 'SIGNED → BOUND' }).first().waitFor();
  });

  it('the underwriter’s other dialogs: review needs a reason, need-by opens 7 days out, the MGA fee adds to the total, decline needs the fill-in text', async () => {
    const quote = await submittedQuote(await signInApi(server.url, AGENT));
    const staff = await server.newPage();
    await openSession(staff, server.url, STAFF, { path: `/admin/quotes/${quote.id}/show` });
    await status(staff, 'READY');

    await act(staff, 'Submit for review', 'Quote updated', async (dialog) => {
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.getByText('Reason is a required field').waitFor();
      await dialog.getByLabel('Reason').fill('Revenue looks high for the class');
    });
    await status(staff, 'IN_REVIEW');

    const inSevenDays = new Date(Date.now() + 7 * 86_400_000);
    const day = `${inSevenDays.getFullYear()}-${String(inSevenDays.getMonth() + 1).padStart(2, '0')}-${String(inSevenDays.getDate()).padStart(2, '0')}`;
    await act(staff, 'Need-by date', 'Quote NeedBy Saved Successfully!', async (dialog) => {
      expect(await dialog.getByLabel('Need-by date').inputValue()).toBe(day);
    });

    const premium = amountOf(await shownField(staff, 'premium'));
    await act(staff, 'MGA fee', 'MGA Fee updated Successfully!', async (dialog) => {
      await dialog.getByLabel('MGA Fee').fill('10001');
      expect(await dialog.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
      await dialog.getByLabel('MGA Fee').fill('150');
    });
    await staff.waitForFunction(
      () => /150/.test(document.querySelector('.ra-field-mgaFee')?.textContent ?? ''),
      undefined,
      { timeout: 15_000 },
    );
    const brokerFee = amountOf(await shownField(staff, 'brokerFee'));
    expect(amountOf(await shownField(staff, 'totalPremium'))).toBeCloseTo(premium + brokerFee + 150, 2);

    await act(staff, 'Decline', 'Quote declined', async (dialog) => {
      await dialog.getByLabel('Declination Reason').selectOption('Fill-in option');
      await dialog.getByLabel('Reason Description').fill('Outside appetite');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.getByText('Fill-In text is required').waitFor();
      await dialog.getByLabel('Fill-In text').fill('Dental chains are referred to the program team');
    });
    await status(staff, 'DECLINED');
    // Nothing is left to do with a declined quote but read it.
    expect(
      await staff
        .getByTestId('quote-actions')
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.textContent)),
    ).toEqual(['Download proposal']);
  });
});
