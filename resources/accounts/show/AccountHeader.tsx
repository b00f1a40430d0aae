import { Box, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AccountAnswer } from '../accountAnswer';

/** The account page's header: its name, status, agency, agent and where it is, above the tabs. */
export function AccountHeader() {
  const translate = useTranslate();
  const record = useRecordContext<AccountAnswer>();
  if (!record) return null;
  const agent = [record.agentFirstName, record.agentLastName].filter(Boolean).join(' ') || record.agentEmail;
  const place = [record.city, record.state, record.country].filter(Boolean).join(', ');
  const facts: [string, string | null | undefined][] = [
    ['resources.accounts.header.agency', record.agencyName],
    ['resources.accounts.header.agent', agent],
    ['resources.accounts.header.location', place],
  ];
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {record.name}
        </Typography>
        {record.status && <Chip size="small" label={record.status} color="primary" variant="outlined" />}
      </Stack>
      <Stack component="dl" direction="row" sx={{ gap: 3, flexWrap: 'wrap', my: 1 }}>
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
