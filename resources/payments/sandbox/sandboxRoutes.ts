/**
 * The sandbox processor's own host (it stands where a real processor's hosted modal posts the card):
 *
 *   POST /api/sandbox-processor/v1/tokens   (public: the browser calls it with the session key, as a processor's
 *     modal does) { sessionKey, type: 'card', cardNumber, expMonth, expYear, cvc, cardholderName? }
 *                                            or { sessionKey, type: 'bank', routingNumber, accountNumber, accountType, accountHolderName? }
 *     (`save: true` asks for a long-lived token, as a processor's stored card)
 *     → { tokenId, paymentCategory, last4Digits, creditCardType | bankName, bankAccountType, expirationMonth, expirationYear }
 *
 * It answers the spec's saved-card / saved-bank-account shape (002 §3) without any number but the last four.
 * Refusals are 400 naming the field; no answer or log line repeats what was typed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../../src/server/http/apiError';
import { tokenBody } from '../bodies';
import type { SandboxProcessor } from './sandboxProcessor';
import { SANDBOX_BASE } from './sandboxProcessor';
import { TEST_BANK_NAME, testBankAccount, testCard } from './testInstruments';

type Body = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

function cardToken(sandbox: SandboxProcessor, body: Body) {
  const number = digitsOnly(text(body.cardNumber));
  const month = Number(text(body.expMonth));
  const year = Number(text(body.expYear));
  const errors: { field: string; detail: string }[] = [];
  if (!/^\d{12,19}$/.test(number)) errors.push({ field: 'cardNumber', detail: 'Enter a card number.' });
  else if (!testCard(number))
    errors.push({
      field: 'cardNumber',
      detail: 'This is not a sandbox test card. The sandbox accepts only the documented test card numbers.',
    });
  if (!Number.isInteger(month) || month < 1 || month > 12)
    errors.push({ field: 'expMonth', detail: 'Enter the expiry month (1-12).' });
  const fullYear = year < 100 ? 2000 + year : year;
  const now = new Date();
  if (
    !Number.isInteger(year) ||
    fullYear < now.getUTCFullYear() ||
    (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  ) {
    errors.push({ field: 'expYear', detail: 'The card has expired.' });
  }
  if (!/^\d{3,4}$/.test(text(body.cvc))) errors.push({ field: 'cvc', detail: 'Enter the 3 or 4 digit security code.' });
  if (errors.length) throw invalid(errors);
  const card = testCard(number)!;
  const lastFour = number.slice(-4);
  return {
    tokenId: sandbox.token(
      {
        kind: 'card',
        outcome: card.outcome,
        lastFour,
        cardType: card.brand,
        ...(card.failure ? { failure: card.failure } : {}),
      },
      body.save === true,
    ),
    paymentCategory: 'Credit Card',
    last4Digits: lastFour,
    creditCardType: card.brand,
    expirationMonth: month,
    expirationYear: fullYear,
  };
}

function bankToken(sandbox: SandboxProcessor, body: Body) {
  const routing = digitsOnly(text(body.routingNumber));
  const account = digitsOnly(text(body.accountNumber));
  const accountType = text(body.accountType) || 'Checking';
  const errors: { field: string; detail: string }[] = [];
  if (!/^\d{9}$/.test(routing)) errors.push({ field: 'routingNumber', detail: 'Enter the 9 digit routing number.' });
  if (!/^\d{4,17}$/.test(account)) errors.push({ field: 'accountNumber', detail: 'Enter the account number.' });
  if (!['Checking', 'Savings'].includes(accountType))
    errors.push({ field: 'accountType', detail: 'Choose Checking or Savings.' });
  if (!errors.length && !testBankAccount(routing, account)) {
    errors.push({
      field: 'accountNumber',
      detail: 'This is not a sandbox test account. The sandbox accepts only the documented test accounts.',
    });
  }
  if (errors.length) throw invalid(errors);
  const bank = testBankAccount(routing, account)!;
  const lastFour = account.slice(-4);
  return {
    tokenId: sandbox.token(
      {
        kind: 'bank',
        outcome: bank.outcome,
        lastFour,
        bankName: TEST_BANK_NAME,
        ...(bank.failure ? { failure: bank.failure } : {}),
      },
      body.save === true,
    ),
    paymentCategory: 'Bank Account',
    last4Digits: lastFour,
    bankName: TEST_BANK_NAME,
    bankAccountType: accountType,
  };
}

export function registerSandboxRoutes(app: FastifyInstance, sandbox: SandboxProcessor): void {
  app.post(
    `${SANDBOX_BASE}/tokens`,
    { config: { public: true, bodySchema: tokenBody }, schema: { tags: ['payments'] } },
    async (request: FastifyRequest) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
      if (!sandbox.session(body.sessionKey))
        throw invalid([
          { field: 'sessionKey', detail: 'The payment session is invalid or has expired. Open the payment again.' },
        ]);
      if (body.type === 'card') return cardToken(sandbox, body);
      if (body.type === 'bank') return bankToken(sandbox, body);
      throw invalid([{ field: 'type', detail: 'Choose card or bank.' }]);
    },
  );
}
