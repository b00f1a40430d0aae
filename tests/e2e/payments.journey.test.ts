import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { callApi, codeIn, linkPathIn, newestMessage, signInApi } from './support/authJourney';
import { openSession } from './support/browser';
import { fillIn, seeText } from './support/form';
import { ownServer } from './support/ownServer';

/**
 * Paying in Chromium: the policyholder opens the payment link of its issued policy, enters the code and pays by
 * the sandbox card that succeeds → Paid; a second policy paid by the declining card → Failed → Make Payment →
 * Unpaid; a third takes the instalment plan and the figures on screen equal the spec's formulas (002 §9), worked
 * here by hand, and pays the down payment with the card saved in the first. Staff then see the declined payment
 * on the policy's billing panel. Its own server: it issues policies to the demo policyholder, whose policies other files count.
 */
const server = ownServer('payments_journey');
const STAFF = 'staff@demo.test';
const OWNER = 'owner@customer.demo.test';
/** The APR the analysts set (rating/financing.json): read from the data file, not from the code. */
const APR = JSON.parse(fs.readFileSync(path.resolve('rating/financing.json'), 'utf8')).apr as number;
const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

let staff: string;
let accountId: string;
/** The policy whose card payment was declined (the second journey), for the staff's billing panel. */
let declined: { id: string; policyNumber: string };

beforeAll(async () => {
  staff = await signInApi(server.url, STAFF);
  const { json } = await callApi(
    server.url,
    'GET',
    `/api/account/v1/account/search?search=${encodeURIComponent('*Customer Demo Co*')}`,
    staff,
  );
  accountId = json.content.find((a: { name: string }) => a.name === 'Customer Demo Co').id;
});

/** An ISSUED, unpaid policy for the policyholder, issued by staff; its payment link sent. */
async function issuedWithLink(totalPremium: number, brokerFee: number, mgaFee: number) {
  const created = await callApi(server.url, 'POST', '/api/policy/v1', staff, {
    accountId,
    product: 'P100',
    status: 'ISSUED',
    isPaid: false,
    totalPremium,
    brokerFee,
    mgaFee,
    customerFirstName: 'Olivia',
    customerLastName: 'Owner',
    customerEmail: OWNER,
    effectiveDate: day(new Date(), 14),
    endDate: day(new Date(), 379),
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const sent = await callApi(server.url, 'POST', `/api/billing/v1/invoiceReminder/${created.json.id}`, staff);
  expect(sent.json.message).toBe('Payment link sent to the policyholder.');
  return created.json as { id: string; policyNumber: string; created: string };
}

/** The policyholder opens the newest payment link, asks for the code by e-mail, enters it and lands on the page. */
async function openPaymentPage(policy: { id: string; policyNumber: string }): Promise<Page> {
  const page = await server.newPage();
  await page.goto(`${server.url}${linkPathIn(await newestMessage(server.url, OWNER, 'PAYMENT_LINK'))}`);
  await page.getByRole('heading', { name: 'Enter your security code to access your payment' }).waitFor();
  await page.getByRole('button', { name: 'Send the code by e-mail' }).click();
  await page.getByRole('status').waitFor();
  await page.getByLabel('Security code').fill(codeIn(await newestMessage(server.url, OWNER, 'WORKFLOW_CODE')));
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`**/policy/${policy.id}/accountant-payment**`);
  await page.getByRole('heading', { level: 1, name: `Payment for policy ${policy.policyNumber}` }).waitFor();
  return page;
}

/** The sandbox processor's card form (the processor's modal), paid with a test card. */
async function payByCard(page: Page, cardNumber: string, amount: string, save = false) {
  await page.getByRole('button', { name: 'Pay by credit card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay by credit card' });
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2));
  await dialog.getByLabel('Security code').fill('123');
  if (save) await dialog.getByLabel('Save this payment method for next time').check();
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The figure a description list shows for a label. */
const figure = (page: Page, label: string) => page.locator(`dd[data-figure="${label}"]`).first().innerText();

describe('the policy payment page', () => {
  it('pays by the sandbox card that succeeds (and saves it): Paid, with the thank-you and the amount', async () => {
    const policy = await issuedWithLink(1150, 100, 50);
    const page = await openPaymentPage(policy);
    expect(await figure(page, 'Pay in full')).toBe('$1,150.00');
    expect(await figure(page, 'Due date')).toBe(day(new Date(policy.created), 7));
    expect(await figure(page, 'Description')).toBe(
      `Premium of policy ${policy.policyNumber} (P100) for Customer Demo Co`,
    );
    await payByCard(page, '4242 4242 4242 4242', '$1,150.00', true);
    await page.getByRole('heading', { name: 'Thank you for your payment' }).waitFor();
    await seeText(page, `We have received $1,150.00 for policy ${policy.policyNumber}.`);
    const stored = await callApi(server.url, 'GET', `/api/policy/v1/${policy.id}`, staff);
    expect(stored.json.isPaid).toBe(true);
  });

  it('a second policy paid by the declining card: Failed, then Make Payment shows the options again (Unpaid)', async () => {
    const policy = await issuedWithLink(2000, 100, 50);
    declined = policy;
    const page = await openPaymentPage(policy);
    await payByCard(page, '4000 0000 0000 0002', '$2,000.00');
    await page.getByRole('heading', { name: 'Your payment failed' }).waitFor();
    await seeText(page, 'Your card was declined.');
    expect(await page.getByRole('button', { name: 'Pay by credit card' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await page.getByRole('heading', { name: 'Make a payment' }).waitFor();
    expect(await page.locator('[data-state]').getAttribute('data-state')).toBe('Unpaid');
    expect(await figure(page, 'Pay in full')).toBe('$2,000.00');
  });

  it("a third takes the instalment plan: the figures are the spec's formulas, worked by hand; then the down payment is due", async () => {
    const policy = await issuedWithLink(3300, 150, 50);
    const page = await openPaymentPage(policy);
    await page.getByRole('button', { name: 'Pay in instalments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Instalment plan' });
    await dialog.getByLabel('Full name').waitFor();

    // By hand (spec 002 §9): fees 150 + 50 = 200; premium shown 3,300 − 200 = 3,100; down payment 20 % × 3,100
    // + 200 = 820.00; financed 3,300 − 820 = 2,480.00; instalment A = L·r(1+r)^10 / ((1+r)^10 − 1), r = APR/12.
    const r = APR / 100 / 12;
    const instalment = Math.round((r === 0 ? 2480 / 10 : (2480 * r * (1 + r) ** 10) / ((1 + r) ** 10 - 1)) * 100) / 100;
    if (APR === 8) expect(instalment).toBe(257.18);
    const reference = day(new Date(policy.created), 7);
    const shown = Object.fromEntries(
      await Promise.all(
        [
          'Premium',
          'Broker and MGA fees',
          'Total premium',
          'Down payment',
          'Amount financed',
          'APR',
          'Monthly instalment',
          'Finance charge',
          'Total payment',
          'First instalment due',
          'Disaffirm by',
          'Pay in full by',
        ].map(async (label) => [label, await figure(page, label)]),
      ),
    );
    expect(shown).toEqual({
      Premium: '$3,100.00',
      'Broker and MGA fees': '$200.00',
      'Total premium': '$3,300.00',
      'Down payment': '$820.00',
      'Amount financed': '$2,480.00',
      APR: `${APR.toFixed(2)}%`,
      'Monthly instalment': `${usd(instalment)} x10`,
      'Finance charge': usd(Math.round(instalment * 10 * 100 - 248000) / 100),
      'Total payment': usd(Math.round(82000 + instalment * 10 * 100) / 100),
      'First instalment due': day(new Date(`${reference}T00:00:00Z`), 1),
      'Disaffirm by': day(new Date(`${reference}T00:00:00Z`), 10),
      'Pay in full by': day(new Date(`${reference}T00:00:00Z`), 30),
    });

    await dialog.getByRole('button', { name: 'Accept plan' }).click();
    await dialog.getByText('Please enter full name.').waitFor();
    await dialog.getByLabel('Full name').fill('Olivia Owner');
    await dialog.getByRole('button', { name: 'Accept plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Make a payment' }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('dd[data-figure="Pay in full"]')?.textContent === '$820.00',
    );
    expect(await figure(page, 'Description')).toMatch(/^Down payment of premium finance plan FQ-/);
    expect(await page.getByRole('button', { name: 'Pay in instalments' }).count()).toBe(0);
    // The down payment, with the card saved in the first journey.
    expect(await page.getByLabel('Saved payment methods').innerText()).toContain('Visa ending 4242');
    await page.getByRole('button', { name: 'Pay $820.00 with this method' }).click();
    await page.getByRole('heading', { name: 'Thank you for your payment' }).waitFor();
    await seeText(page, `We have received $820.00 for policy ${policy.policyNumber}.`);
  });

  it('the policyholder deletes the card it saved, after confirming: the page no longer offers it', async () => {
    const policy = await issuedWithLink(500, 0, 0);
    const page = await openPaymentPage(policy);
    const saved = page.getByRole('list', { name: 'Saved cards and bank accounts' });
    await saved.getByText('Visa ending 4242').waitFor();
    await saved.getByRole('button', { name: 'Delete Visa ending 4242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete saved payment method' });
    await dialog.getByText(/^Delete Visa ending 4242\?/).waitFor();
    // Cancel keeps it; Delete removes it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await saved.getByRole('button', { name: 'Delete Visa ending 4242' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await saved.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Saved payment methods').count()).toBe(0);
    await page.getByRole('button', { name: 'Pay by credit card' }).waitFor();
    const owner = await signInApi(server.url, OWNER);
    const after = await callApi(server.url, 'GET', `/api/billing/v1/payment?policyId=${policy.id}`, owner);
    expect(after.json.savedMethods).toEqual([]);
  });

  it("staff see the declined payment on the policy's billing panel: edit transaction, close payment and send to accounting answer with the spec's texts", async () => {
    const page = await server.newPage();
    await openSession(page, server.url, STAFF, { path: `/admin/policies/${declined.id}/show` });
    const panel = page.getByRole('region', { name: 'Billing' });
    const row = panel.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: '•••• 0002' });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('Failed');
    expect(await figure(page, 'Payment status')).toBe('Failed');

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit transaction' });
    await edit.getByLabel('Amount Paid').fill('1000000000001');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Amount Paid must be less than or equal to 1,000,000,000,000').waitFor();
    await edit.getByLabel('Amount Paid').fill('abc');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Amount Paid is a required field').waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await panel.getByRole('button', { name: 'Close payment' }).click();
    const close = page.getByRole('dialog', { name: 'Close payment' });
    await close.getByRole('button', { name: 'Close payment' }).click();
    await close.getByText('Comment is required').waitFor();
    await close.getByLabel('Comment').fill('Settled with the agency by cheque');
    await close.getByRole('button', { name: 'Close payment' }).click();
    await seeText(page, 'Transaction Closed Successfully!');
    await page.waitForFunction(
      () => document.querySelector('dd[data-figure="Payment status"]')?.textContent === 'Paid',
    );

    // Send the invoice to accounting: the four contact fields are required, then the invoice is mailed.
    await panel.getByRole('button', { name: 'Send to accounting' }).click();
    const accounting = page.getByRole('dialog', { name: 'Send invoice to accounting' });
    await accounting.getByRole('button', { name: 'Send' }).click();
    await accounting.getByText('First Name is a required field').waitFor();
    await fillIn(accounting, {
      'First Name': 'Ann',
      'Last Name': 'Ledger',
      Email: 'ann.ledger@accounts.example.com',
      Phone: '512-555-0101',
    });
    await accounting.getByRole('button', { name: 'Send' }).click();
    await seeText(page, 'Invoice sent to accounting.');
    expect(await newestMessage(server.url, 'ann.ledger@accounts.example.com', 'ACCOUNTING_INVOICE')).toContain(
      `INV-${declined.policyNumber}`,
    );
  });

  it("staff add an outside premium financer on the policy's billing panel: the figures are checked, then the plan is kept", async () => {
    const policy = await issuedWithLink(2400, 0, 0);
    const page = await server.newPage();
    await openSession(page, server.url, STAFF, { path: `/admin/policies/${policy.id}/show` });
    const panel = page.getByRole('region', { name: 'Billing' });
    await panel.getByRole('button', { name: 'Add premium financer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add premium financer' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('Financer is a required field').waitFor();
    await fillIn(dialog, {
      Financer: 'First Insurance Funding',
      APR: '7.5',
      'Number of Installments': '10',
      'Down Payment': '3000',
    });
    await dialog.getByRole('button', { name: 'Add' }).click();
    // More down payment than the premium: refused by the server, what was typed is kept.
    await dialog
      .getByRole('alert')
      .or(dialog.getByText(/Down Payment/).nth(1))
      .first()
      .waitFor();
    expect(await dialog.getByLabel('Financer').inputValue()).toBe('First Insurance Funding');
    await dialog.getByLabel('Down Payment').fill('600');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await seeText(page, 'Premium Financer added Successfully!');
    const agreement = await callApi(server.url, 'GET', `/api/billing/v1/agreement?policyId=${policy.id}`, staff);
    expect(agreement.status, JSON.stringify(agreement.json)).toBe(200);
    expect(JSON.stringify(agreement.json)).toContain('First Insurance Funding');
  });
});
