import {
  Alert,
  AlertTitle,
  Button,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import type { Verification } from './requestQuoteMethods';
import { useFlowText } from './useFlowText';

/** Step "verify" (spec 002 §2, §5): the account may be quoted, or the spec's reasons why not; no way on then. */
export function VerifyStep({ verification, onContinue }: { verification: Verification; onContinue(): void }) {
  const t = useFlowText();
  const { account } = verification;
  const facts: [string, unknown][] = [
    ['state', account.state],
    ['industry', account.naicsCode],
    ['revenue', account.revenue],
    ['status', account.status],
    ['profileScore', account.profileScore],
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('verify.heading')}: {account.name}
      </Typography>
      <Table size="small" sx={{ maxWidth: 480 }}>
        <TableBody>
          {facts.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {t(`verify.${key}`)}
              </TableCell>
              <TableCell>{value === null || value === undefined || value === '' ? '—' : String(value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {verification.eligible ? (
        <>
          <Alert severity="success">{t('verify.eligible', { name: account.name })}</Alert>
          <div>
            <Button variant="contained" onClick={onContinue}>
              {t('continue')}
            </Button>
          </div>
        </>
      ) : (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('verify.notEligible', { name: account.name })}</AlertTitle>
          <List dense>
            {verification.reasons.map((reason) => (
              <ListItem key={reason}>{reason}</ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
