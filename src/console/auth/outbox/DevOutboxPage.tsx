import { useEffect, useState } from 'react';
import { Alert, Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { chooseErrorMessage } from '../../../shared/api/errorMessage';
import { httpClient } from '../../providers/instances';

interface OutboxMessage {
  id: string;
  channel: string;
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  created: string;
}

// Console links in a message become clickable, so a developer can follow a reset or invitation link.
const withLinks = (body: string) =>
  body.split(/(https?:\/\/\S+)/).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <Link key={i} href={new URL(part).pathname}>
        {part}
      </Link>
    ) : (
      part
    ),
  );

/**
 * /dev/outbox: the newest messages that left the system (development only; the API refuses anyone but
 * provider staff). Texts here are for developers, not users, so they are not translated.
 */
export function DevOutboxPage() {
  const [messages, setMessages] = useState<OutboxMessage[]>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    httpClient('/api/dev/outbox?size=100').then(
      ({ json }) => setMessages((json as { content: OutboxMessage[] }).content),
      (error) =>
        setFailure(
          chooseErrorMessage({
            status: (error as { status?: number }).status,
            body: (error as { body?: unknown }).body,
          }),
        ),
    );
  }, []);
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Outbox
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {messages && (
        <Table size="small" aria-label="Outbox">
          <TableHead>
            <TableRow>
              <TableCell>Sent</TableCell>
              <TableCell>Channel</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {messages.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{new Date(m.created).toLocaleString()}</TableCell>
                <TableCell>{m.channel}</TableCell>
                <TableCell>{m.recipient}</TableCell>
                <TableCell>{m.kind}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                  <strong>{m.subject}</strong>
                  {'\n'}
                  {withLinks(m.body)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
