import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  AlertTitle,
  Button,
  IconButton,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBasename, useGetIdentity, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useConsoleConfig } from '../../../src/console/config/consoleConfig';
import { formatMoney, formatWholeMoney } from './money';
import { refusalMessage } from './refusalMessage';
import { useRequestQuoteCalls, type CartOutcome, type CartRow } from './requestQuoteMethods';
import { useFlowText } from './useFlowText';

/** Spec 002 §9: at most 5 quote requests in the cart. */
export const CART_LIMIT = 5;
/** Spec 002 §4, §9: the user leaves 2 seconds after the quotes are sent. */
export const REDIRECT_AFTER_MS = 2_000;

export const cartKey = (accountId: string) => ['requestQuote', 'cart', accountId];

/** Where the user goes after sending (spec 002 §2): the agency dashboard's quotes tab, else the area's quotes list. */
const afterSending = (basename: string) =>
  basename === '/agency' ? `${basename}/dashboard?tab=QUOTES` : `${basename}/quotes`;

/** The quote cart (spec 002 §3, §4, §8): its variations, remove, and the bulk request that turns them into quotes. */
export function CartPanel({ accountId, cart }: { accountId: string; cart: UseQueryResult<CartRow[]> }) {
  const t = useFlowText();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const calls = useRequestQuoteCalls();
  const { identity } = useGetIdentity();
  const { locale, currency } = useConsoleConfig();
  const [outcome, setOutcome] = useState<CartOutcome>();
  const rows = cart.data ?? [];
  const numberOf = (id: string) => rows.find((row) => row.id === id)?.quoteNumber ?? id;

  const remove = useMutation({
    mutationFn: (cartId: string) => calls.removeFromQuoteCart(cartId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey(accountId) }),
    onError: () => notify(t('cart.removeFailed'), { type: 'error' }),
  });

  const submit = useMutation({
    mutationFn: () =>
      calls.submitQuoteCart({
        quoteIds: rows.map((row) => row.id),
        accountId,
        agentFirstName: String(identity?.firstName ?? ''),
        agentLastName: String(identity?.lastName ?? ''),
        agentEmail: String(identity?.email ?? ''),
        ...(typeof identity?.phone === 'string' && identity.phone ? { agentPhone: identity.phone } : {}),
      }),
    onSuccess: (answer) => {
      setOutcome(answer);
      notify(answer.quotes.length ? t('cart.sent') : t('cart.sendFailed'), {
        type: answer.quotes.length ? 'success' : 'error',
      });
      return queryClient.invalidateQueries({ queryKey: cartKey(accountId) });
    },
    onError: (failure) => {
      setOutcome({ quotes: [], failures: [{ id: '', reason: refusalMessage(failure) }] });
      notify(t('cart.sendFailed'), { type: 'error' });
    },
  });

  const sent = (outcome?.quotes.length ?? 0) > 0;
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate(afterSending(basename)), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate, basename]);

  return (
    <Stack spacing={2} component="section" aria-label={t('cart.heading')}>
      <Typography variant="h6" component="h2">
        {t('cart.heading')} ({rows.length}/{CART_LIMIT})
      </Typography>
      {cart.error ? <Alert severity="error">{t('cart.loadFailed')}</Alert> : null}
      {rows.length === 0 && !cart.error && !sent && <Typography color="text.secondary">{t('cart.empty')}</Typography>}
      {rows.length > 0 && (
        <Table size="small" aria-label={t('cart.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('cart.quoteNumber')}</TableCell>
              <TableCell>{t('cart.preset')}</TableCell>
              <TableCell align="right">{t('cart.limit')}</TableCell>
              <TableCell align="right">{t('cart.premium')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-cart-row={row.quoteNumber}>
                <TableCell>{row.quoteNumber}</TableCell>
                <TableCell>{row.presetName ?? '—'}</TableCell>
                <TableCell align="right">
                  {row.calculatorGeneratedData.aggregateLimit !== undefined
                    ? formatWholeMoney(row.calculatorGeneratedData.aggregateLimit, currency, locale)
                    : '—'}
                </TableCell>
                <TableCell align="right">
                  {formatMoney(row.calculatorGeneratedData.totalPremium, currency, locale)}
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={t('cart.remove', { quoteNumber: row.quoteNumber })}
                    disabled={remove.isPending || submit.isPending}
                    onClick={() => remove.mutate(row.id)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {outcome && outcome.failures.length > 0 && (
        <Alert severity="error" role="alert">
          {!sent && <AlertTitle>{t('cart.sendFailed')}</AlertTitle>}
          {t('cart.failures')}
          <List dense>
            {outcome.failures.map((failure) => (
              <ListItem key={`${failure.id}-${failure.reason}`}>
                {failure.id ? `${numberOf(failure.id)}: ${failure.reason}` : failure.reason}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {sent && outcome && (
        <Alert severity="success">
          <AlertTitle>{t('cart.sent')}</AlertTitle>
          <List dense>
            {outcome.quotes.map((quote) => (
              <ListItem key={quote.id} data-sent-quote={quote.quoteNumber}>
                {quote.quoteNumber} · {quote.status} · {formatMoney(quote.totalPremium, currency, locale)}
              </ListItem>
            ))}
          </List>
          {t('cart.redirecting')}
        </Alert>
      )}
      <div>
        <Button
          variant="contained"
          color="primary"
          disabled={rows.length === 0 || submit.isPending || sent}
          onClick={() => submit.mutate()}
        >
          {t('cart.submit')}
        </Button>
      </div>
    </Stack>
  );
}
