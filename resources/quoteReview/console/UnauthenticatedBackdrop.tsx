import { Typography } from '@mui/material';
import { Overlay } from './Overlay';
import { useReviewText } from './useReviewText';

/** Spec 002 §2: a viewer without access is asked to click the e-mail link 'Review & Request to bind' again. */
export function UnauthenticatedBackdrop() {
  const text = useReviewText();
  return (
    <Overlay labelledBy="unauthenticated-title" maxWidth={480}>
      <Typography id="unauthenticated-title" variant="h6" component="h1" gutterBottom>
        {text('unauthenticated.title')}
      </Typography>
      <Typography>{text('unauthenticated.text')}</Typography>
    </Overlay>
  );
}
