/**
 * Agency-billed invoices, send invoice to accounting and the payment status by policy number (spec 002 §7 Billing):
 *
 *   GET  /api/billing/v1/agencyBillInvoice/{month}/{year}[?agencyId=]  the agency-billed invoice PDF of the month
 *        (404 "No invoice/statements found for this month." when the month has none; 400 naming month or year)
 *   GET  /api/billing/v1/agencyBilledInvoices/stats[?agencyId&year&month]  the agency-billed figures
 *   POST /api/billing/v1/accounting            send the policy's invoice to an accounting contact
 *   GET  /api/billing/v1/oneInc/{policyNumber} the payment status of a policy by its number
 *
 * Every policy is read through the policies store with the caller's principal (another agency's is 404); an
 * agency reaches only its own agency's invoices, staff any agency's (agencyId).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { formatterFor } from '../../../src/server/documents/formatting';
import { companySlug } from '../../../src/server/documents/fileName';
import { pdfAnswer, sendPdf } from '../../../src/server/documents/pdfReply';
import { writePdf } from '../../../src/server/documents/pdfWriter';
import { ApiError, invalid, notFound } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { STATEMENT_MESSAGES, statementMonthOf, type StatementMonth } from '../../commissions/server';
import {
  accountingBody,
  accountingMessage,
  ACCOUNTING_MESSAGES,
  sendToAccounting,
  type AccountingContact,
} from '../accounting';
import { agencyBilledLines, agencyBilledTotals, reachableAgency } from '../agencyBill/agencyBilledPolicies';
import { agencyBillInvoiceDocument, agencyBillInvoiceNumber } from '../agencyBill/invoiceDocument';
import { billingOf } from '../ledger';
import { BILLING_MANAGE, POLICY_PAY } from '../permissions';
import { BILLING, bodyOf, paramsOf, policyFor, policyIdOf, queryOf, tags, todayUtc } from './common';
import type { ApiRecord } from '../../../src/shared/api/types';
import type { Database } from '../../../src/server/db/tables';

function periodOf(year: unknown, month: unknown): StatementMonth {
  const period = statementMonthOf(year, month);
  if ('field' in period) throw invalid([period]);
  return period;
}

export function registerInvoiceRoutes(app: FastifyInstance, { db, store, mail }: ResourceContext): void {
  const anyDb = db as unknown as Kysely<Database>;
  const region = store.environment.region;
  const f = formatterFor(region);
  const manage = { permission: BILLING_MANAGE };

  app.get(
    `${BILLING}/agencyBillInvoice/:month/:year`,
    {
      config: {
        ...manage,
        answerSchema: pdfAnswer(
          'The agency-billed invoice of the agency for the month, as a PDF file (<agency>-agency-billed-invoice-<yyyy>-<mm>.pdf).',
        ),
      },
      schema: tags,
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { month, year } = paramsOf(request);
      const period = periodOf(year, month);
      const agency = await reachableAgency(anyDb, principal, queryOf(request).agencyId);
      const lines = await agencyBilledLines(store, principal, agency.id, period);
      if (!lines.length) throw new ApiError(404, STATEMENT_MESSAGES.notFound);
      const bytes = await writePdf(agencyBillInvoiceDocument(agency, period, lines, f, todayUtc()), {
        author: agency.name,
        subject: 'Agency billed invoice',
      });
      const mm = String(period.month).padStart(2, '0');
      return sendPdf(reply, bytes, `${companySlug(agency.name)}-agency-billed-invoice-${period.year}-${mm}.pdf`);
    },
  );

  app.get(`${BILLING}/agencyBilledInvoices/stats`, { config: manage, schema: tags }, async (request) => {
    const principal = principalOf(request);
    const query = queryOf(request);
    const period =
      query.year === undefined && query.month === undefined ? undefined : periodOf(query.year, query.month);
    const agency = await reachableAgency(anyDb, principal, query.agencyId);
    const lines = await agencyBilledLines(store, principal, agency.id, period);
    return {
      agencyId: agency.id,
      agencyName: agency.name,
      ...(period
        ? { year: period.year, month: period.month, invoiceNumber: agencyBillInvoiceNumber(agency.id, period) }
        : {}),
      ...agencyBilledTotals(lines),
    };
  });

  app.post(
    `${BILLING}/accounting`,
    { config: { permission: POLICY_PAY, bodySchema: accountingBody }, schema: tags },
    async (request) => {
      const body = bodyOf(accountingBody, request.body);
      const principal = principalOf(request);
      const policy = await policyFor(store, principal, policyIdOf(body.policyId));
      const contact: AccountingContact = {
        firstName: String(body.firstName).trim(),
        lastName: String(body.lastName).trim(),
        email: String(body.email).trim(),
        phone: String(body.phone).trim(),
      };
      const billing = await billingOf(anyDb, policy);
      const amount = body.amount === undefined ? billing.dueAmount : Number(body.amount);
      const after = await store.act(principal, String(policy.id), sendToAccounting(contact, amount), {});
      await mail.outbox.send(
        accountingMessage(
          after,
          contact,
          { totalPremium: Number(after.totalPremium ?? 0), amountPaid: billing.amountPaid, amount },
          region,
        ),
      );
      return {
        message: ACCOUNTING_MESSAGES.sent,
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        sentTo: contact.email,
        amount,
      };
    },
  );

  app.get(
    `${BILLING}/oneInc/:policyNumber`,
    { config: { permission: 'policy:read' }, schema: tags },
    async (request) => {
      const principal = principalOf(request);
      const { policyNumber } = paramsOf(request);
      const found = await store
        .visibleRows(principal)
        .where('policies.policyNumber', '=', policyNumber)
        .select('policies.id')
        .executeTakeFirst();
      if (!found) throw notFound(store.resource.label);
      const policy = (await policyFor(store, principal, String((found as ApiRecord).id))) as ApiRecord;
      const billing = await billingOf(anyDb, policy);
      return {
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        isPaid: billing.state === 'Paid',
        status: billing.state,
        totalPremium: Number(policy.totalPremium ?? 0),
        amountPaid: billing.amountPaid,
        dueAmount: billing.dueAmount,
        balance: billing.balance,
      };
    },
  );
}
