import { Typography } from '@mui/material';
import { Overlay } from './Overlay';
import type { QuoteReview } from '../reviewAnswer';
import { plain } from './format';
import { useReviewText } from './useReviewText';

/** Spec 002 §2/§4: over an invalid quote, what changed and the agent to contact for a new quote. */
export function InvalidOverlay({ review }: { review: QuoteReview }) {
  const text = useReviewText();
  const { agent, changes, agency } = review;
  const name = [agent.firstName, agent.lastName].filter(Boolean).join(' ');
  return (
    <Overlay labelledBy="invalid-title" maxWidth={520}>
      <Typography id="invalid-title" variant="h6" component="h2" color="error.main" gutterBottom>
        {text('invalid.title')}
      </Typography>
      <Typography>{text('invalid.intro')}</Typography>
      <ul>
        {(changes.length ? changes : [text('invalid.noChanges')]).map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <Typography>{text('invalid.contact')}</Typography>
      <Typography component="address" sx={{ fontStyle: 'normal', mt: 1 }}>
        {plain(name || agency.name)}
        <br />
        {plain(agent.email)}
        <br />
        {plain(agent.phone ?? agency.phone)}
      </Typography>
    </Overlay>
  );
}
