import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PublicCard } from './PublicCard';

/** A public page that only says something and leads back to the login screen. */
function Notice({ heading, text }: { heading?: string; text: string }) {
  const translate = useTranslate();
  return (
    <PublicCard>
      {heading && (
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(heading)}
        </Typography>
      )}
      <Typography component={heading ? 'p' : 'h1'}>{translate(text)}</Typography>
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {translate('signin.backToLogin')}
      </Link>
    </PublicCard>
  );
}

/** /password-expired (spec 000 §2.1). */
export const PasswordExpiredPage = () => <Notice heading="signin.expired.heading" text="signin.expired.text" />;

/** /application-signed (spec 000 §2.1). */
export const ApplicationSignedPage = () => (
  <Notice heading="signin.applicationSigned.heading" text="signin.applicationSigned.text" />
);

/** /signup-submitted (spec 000 §2.5): the admin variant when the route state says so. */
export function SignupSubmittedPage() {
  const state = (useLocation().state ?? {}) as { toAdmin?: boolean };
  return <Notice text={state.toAdmin ? 'signin.signupSubmitted.admin' : 'signin.signupSubmitted.thanks'} />;
}
