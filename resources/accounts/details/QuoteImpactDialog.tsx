import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QuoteImpact } from './quoteImpactMethods';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

const text = 'resources.accountActions.detailsChange';

/**
 * The confirmation before an account-details save that changes quotes (spec 001 §2, §4): which answers change,
 * which quotes are invalidated (100-level: contact the agent to re-quote) and which are referred to underwriting.
 */
export function QuoteImpactDialog({
  impact,
  onAnswer,
}: {
  impact: QuoteImpact | undefined;
  onAnswer: (confirmed: boolean) => void;
}) {
  useScreenTexts('accountActions');
  const translate = useTranslate();
  if (!impact) return null;
  const numbers = (outcome: string) =>
    impact.quotes.filter((quote) => quote.outcome === outcome).map((quote) => quote.quoteNumber);
  const invalidated = numbers('INVALIDATE');
  const referred = numbers('REFER');
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby="quote-impact-title">
      <DialogTitle id="quote-impact-title">{translate(`${text}.title`)}</DialogTitle>
      <DialogContent>
        <Typography>{translate(`${text}.changes`, { fields: impact.changedLabels.join(', ') })}</Typography>
        {invalidated.length > 0 && (
          <>
            <Typography sx={{ mt: 2 }}>{translate(`${text}.invalidate`)}</Typography>
            <List dense>
              {invalidated.map((number) => (
                <ListItem key={number}>{number}</ListItem>
              ))}
            </List>
          </>
        )}
        {referred.length > 0 && (
          <>
            <Typography sx={{ mt: 2 }}>{translate(`${text}.refer`)}</Typography>
            <List dense>
              {referred.map((number) => (
                <ListItem key={number}>{number}</ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{translate(`${text}.cancel`)}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)}>
          {translate(`${text}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** After a save that invalidated quotes: the spec's "All Quotes Invalidated" notice. */
export function QuotesInvalidatedNotice({ quotes, onClose }: { quotes: string[] | undefined; onClose: () => void }) {
  useScreenTexts('accountActions');
  const translate = useTranslate();
  if (!quotes) return null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="quotes-invalidated-title">
      <DialogTitle id="quotes-invalidated-title">{translate(`${text}.invalidatedTitle`)}</DialogTitle>
      <DialogContent>
        <Typography>{translate(`${text}.invalidatedBody`)}</Typography>
        <List dense>
          {quotes.map((number) => (
            <ListItem key={number}>{number}</ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>OK</Button>
      </DialogActions>
    </Dialog>
  );
}
