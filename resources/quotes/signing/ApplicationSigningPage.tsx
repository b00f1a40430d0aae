/**
 * The policyholder's application signing page (spec 002 §1 `/customer/quotes/{quoteId}/sign/{product}`, the link
 * the agency's sign request records): the application's summary — company, quote number, product, limits and
 * coverage lines, premium and total — then the signature: the full name typed and "I agree" ticked before OK is
 * enabled (as the attest's box, spec 002 §4). OK runs the quote's `sign-application` action; a refusal shows the
 * server's message. When the request went through the e-signature provider, the page first offers the provider's
 * signing page (its signing URL, outside the console); signing here in person stays possible. A page of the quotes resource, its own chunk, loaded on first visit.
 */
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useConsoleConfig } from '../../../src/console/config/consoleConfig';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { refusalLines } from '../../../src/console/lifecycle';
import { useSigningCalls, type QuoteApplication } from './signingMethods';

/** The signing page's texts (locales/en-US/screens/quoteSigning.json, loaded with the page). */
const useSigningText = () => useScreenTexts('quoteSigning');

function useFormats() {
  const { currency, locale } = useConsoleConfig();
  const money = (value: number | null) =>
    value === null || value === undefined
      ? '—'
      : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  const day = (value: string | null) =>
    value ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value)) : '—';
  return { money, day };
}

function Summary({ application }: { application: QuoteApplication }) {
  const text = useSigningText();
  const { money, day } = useFormats();
  const fees = (application.brokerFee ?? 0) + (application.additionalBrokerFee ?? 0) + (application.mgaFee ?? 0);
  const rows: [string, string][] = [
    ['companyName', application.companyName],
    ['quoteNumber', application.quoteNumber],
    ['product', application.product],
    ['status', application.status],
    ['period', `${day(application.effectiveDate)} – ${day(application.endDate)}`],
    ['aggLimit', money(application.aggLimit ?? application.limit)],
    ['deductible', money(application.deductible)],
    ['premium', money(application.premium)],
    ['fees', money(fees)],
    ['totalPremium', money(application.totalPremium)],
  ];
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {text('summary')}
      </Typography>
      <Table size="small" aria-label={text('summary')}>
        <TableBody>
          {rows.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {text(`fields.${key}`)}
              </TableCell>
              <TableCell data-testid={`application-${key}`}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {text('coverages.title')}
      </Typography>
      {application.coverages.length ? (
        <Table size="small" aria-label={text('coverages.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('coverages.name')}</TableCell>
              <TableCell align="right">{text('coverages.limit')}</TableCell>
              <TableCell align="right">{text('coverages.deductible')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {application.coverages.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">{money(line.limit)}</TableCell>
                <TableCell align="right">{money(line.deductible)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2">{text('coverages.none')}</Typography>
      )}
    </Paper>
  );
}

function SignatureForm({ application, onSigned }: { application: QuoteApplication; onSigned: () => void }) {
  const text = useSigningText();
  const notify = useNotify();
  const [signature, setSignature] = useState('');
  const [agreed, setAgreed] = useState(false);
  const calls = useSigningCalls();
  const signing = useMutation({
    mutationFn: () =>
      calls.signQuoteApplication(application.id, { signature, agreed: true, version: application.version }),
    onSuccess: () => {
      notify(text('signed'), { type: 'success' });
      onSigned();
    },
  });
  const pending = signing.isPending;
  const refusal = signing.error ? refusalLines(signing.error) : [];
  const submit = () => signing.mutate();
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <TextField
          label={text('signature')}
          value={signature}
          onChange={(e) => setSignature(e.target.value)}
          required
          inputProps={{ maxLength: 200 }}
        />
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
          label={text('agree')}
        />
        {refusal.length ? (
          <Alert severity="error">
            {refusal.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        ) : null}
        <Stack direction="row">
          <Button variant="contained" disabled={!signature.trim() || !agreed || pending} onClick={submit}>
            {text('ok')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The provider's signing page, when the sign request went through it: a link out (or why it is closed). */
function ProviderSigning({ envelope }: { envelope: NonNullable<QuoteApplication['signRequest']>['envelope'] }) {
  const text = useSigningText();
  if (!envelope) return null;
  if (envelope.status === 'declined') return <Alert severity="warning">{text('provider.declined')}</Alert>;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={1} alignItems="flex-start">
        <Typography>{text('provider.intro')}</Typography>
        <Button variant="contained" href={envelope.signingUrl}>
          {text('provider.sign')}
        </Button>
        <Typography variant="body2">{text('provider.inPerson')}</Typography>
      </Stack>
    </Paper>
  );
}

export function ApplicationSigningPage() {
  const text = useSigningText();
  const { day } = useFormats();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const queryKey = ['quoteApplication', id];
  const calls = useSigningCalls();
  const { data: application, error, isPending } = useQuery({ queryKey, queryFn: () => calls.quoteApplication(id) });
  const signature = application?.applicationSignature;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Title title={text('title')} />
      <Typography variant="h5" component="h1">
        {text('title')}
      </Typography>
      {error ? <Alert severity="error">{refusalLines(error).join(' ')}</Alert> : null}
      {isPending ? <Typography>{text('loading')}</Typography> : null}
      {application ? (
        <>
          <Typography>{text('intro', { company: application.companyName })}</Typography>
          <Summary application={application} />
          {signature ? (
            <Alert severity="success">{text('signedBy', { name: signature.signature, date: day(signature.on) })}</Alert>
          ) : application.signRequest ? (
            <>
              <ProviderSigning envelope={application.signRequest.envelope} />
              <SignatureForm
                application={application}
                onSigned={() => void queryClient.invalidateQueries({ queryKey })}
              />
            </>
          ) : (
            <Alert severity="info">{text('notRequested')}</Alert>
          )}
        </>
      ) : null}
    </Stack>
  );
}
