import { Link, Stack } from '@mui/material';
import { useRegionContacts } from '../../../src/console/regions/useRegionContacts';
import { usePaymentText } from './usePaymentText';

/** Spec 002 §2: the payment page's footer with privacy, terms and feedback links (the region's placeholders). */
export function PaymentFooter() {
  const text = usePaymentText();
  const { privacyPolicyUrl, supportEmail } = useRegionContacts();
  const terms = privacyPolicyUrl.replace(/privacy$/, 'terms');
  return (
    <Stack component="footer" direction="row" spacing={3} justifyContent="center" sx={{ py: 3 }}>
      <Link href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
        {text('footer.privacy')}
      </Link>
      <Link href={terms} target="_blank" rel="noopener noreferrer">
        {text('footer.terms')}
      </Link>
      <Link href={`mailto:${supportEmail}?subject=${encodeURIComponent(text('footer.feedbackSubject'))}`}>
        {text('footer.feedback')}
      </Link>
    </Stack>
  );
}
