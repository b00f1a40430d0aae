import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Button, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useRequestQuoteCalls } from './requestQuoteMethods';
import { useFlowText } from './useFlowText';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { AccountRecord } from '../../../src/shared/generated/records';

/** The product the flow opens on; the product step offers the others. */
export const DEFAULT_REQUEST_PRODUCT = 'P100';

/**
 * The account page's Request Quote action (spec 002 §2, §5): opens the flow, or is disabled with the verify
 * reasons. Users the server does not let verify (policyholders, other agencies) do not see it.
 */
export function RequestQuoteButton() {
  const t = useFlowText();
  const basename = useBasename();
  const record = useRecordContext<StoredRecord<AccountRecord>>();
  const accountId = record ? String(record.id) : undefined;
  const calls = useRequestQuoteCalls();
  const verification = useQuery({
    queryKey: ['requestQuote', 'verify', DEFAULT_REQUEST_PRODUCT, accountId],
    queryFn: () => calls.quoteVerification(DEFAULT_REQUEST_PRODUCT, accountId as string),
    enabled: accountId !== undefined,
    retry: false,
    staleTime: 0,
  });
  if (!accountId || !verification.data) return null;
  const { eligible, reasons } = verification.data;
  const label = t('button');
  if (!eligible) {
    const why = reasons.join(' ');
    return (
      <Tooltip title={why}>
        <span>
          <Button size="small" startIcon={<RequestQuoteIcon />} disabled aria-description={why}>
            {label}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      startIcon={<RequestQuoteIcon />}
      component={Link}
      to={`${basename}/requestQuote/${DEFAULT_REQUEST_PRODUCT}/${encodeURIComponent(accountId)}`}
    >
      {label}
    </Button>
  );
}
