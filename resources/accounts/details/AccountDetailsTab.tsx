import { useRef, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { AccountFormPage } from '../../../src/console/forms/AccountFormPage';
import { needsConfirmation, useQuoteImpactCalls, type QuoteImpact } from './quoteImpactMethods';
import { QuoteImpactDialog, QuotesInvalidatedNotice } from './QuoteImpactDialog';
import type { AccountAnswer } from '../accountAnswer';

/**
 * The account's firmographic form (schemas/forms/accountDetails). Before each save the server is asked what the
 * change would do to the account's quotes; when it would invalidate or refer any, the user confirms first
 * (the save then carries `confirmQuoteChanges: true`); otherwise the answers are saved at once.
 */
export function AccountDetailsTab() {
  const record = useRecordContext<AccountAnswer>();
  const calls = useQuoteImpactCalls();
  const [impact, setImpact] = useState<QuoteImpact | undefined>();
  const [invalidated, setInvalidated] = useState<string[] | undefined>();
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);
  if (!record) return null;
  const accountId = String(record.id);

  const beforeSave = async (answers: Record<string, unknown>) => {
    const asked = await calls.checkDetailsChange(accountId, answers);
    if (!needsConfirmation(asked)) return {};
    const confirmed = await new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setImpact(asked);
    });
    setImpact(undefined);
    return confirmed ? { confirmQuoteChanges: true } : null;
  };
  const afterSave = (saved: object) => {
    const numbers = (saved as { invalidatedQuotes?: unknown }).invalidatedQuotes;
    if (Array.isArray(numbers) && numbers.length) setInvalidated(numbers.map(String));
  };

  return (
    <>
      <AccountFormPage form="accountDetails" accountId={accountId} beforeSave={beforeSave} afterSave={afterSave} />
      <QuoteImpactDialog impact={impact} onAnswer={(confirmed) => answer.current(confirmed)} />
      <QuotesInvalidatedNotice quotes={invalidated} onClose={() => setInvalidated(undefined)} />
    </>
  );
}
