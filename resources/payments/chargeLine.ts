/** The ledger line of a charge the processor answered: what the payment page and paying for an account both record. */
import type { Principal } from '../../src/server/auth/principal';
import type { ApiRecord } from '../../src/shared/api/types';
import { invoiceNumberOf } from './ledger';
import type { ChargeResult } from './processor/paymentProcessor';

export function chargeLine(
  policy: ApiRecord,
  charge: { result: ChargeResult; processorName: string; amount: number; day: string; premiumFinanced: boolean },
  principal: Principal,
) {
  const { result, premiumFinanced } = charge;
  return {
    transactionId: result.transactionId,
    invoiceNumber: invoiceNumberOf(policy),
    status: result.status,
    paymentMethod: result.paymentMethod,
    processorName: charge.processorName,
    amountPaid: charge.amount,
    paymentDate: charge.day,
    paymentDesc: premiumFinanced ? 'Down payment' : 'Premium',
    lastFour: result.lastFour,
    cardType: result.cardType ?? null,
    bankName: result.bankName ?? null,
    failure: result.failure ?? null,
    isDownPayment: premiumFinanced,
    payerUserId: principal.userId,
  };
}
