import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface RecordHeaderProps {
  /** The record's name or number, the page's heading. */
  title: ReactNode;
  /** Short tags beside it: the status first (outlined), then others (a product). */
  status?: string | null;
  tags?: readonly (string | null | undefined)[];
  /** Lines under the heading (the client, the period). */
  lines?: readonly (string | null | undefined)[];
  /** Labelled facts (text key, value) in a row: agency, agent, place… */
  facts?: readonly [string, string | null | undefined][];
  /** The figure the page is about (text key, formatted value), large at the right. */
  headline?: { label: string; value: string; testId?: string };
}

/** The head of a record's page: its heading, status and tags, a few facts and, where there is one, its headline figure. */
export function RecordHeader({ title, status, tags = [], lines = [], facts = [], headline }: RecordHeaderProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ px: 2, pt: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          {status && <Chip size="small" label={status} color="primary" variant="outlined" />}
          {tags.filter(Boolean).map((tag) => (
            <Chip key={tag} size="small" label={tag} />
          ))}
        </Stack>
        {lines.filter(Boolean).map((line) => (
          <Typography key={line} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
        {facts.length > 0 && (
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
        )}
      </Box>
      {headline && (
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate(headline.label)}
          </Typography>
          <Typography variant="h4" component="p" data-testid={headline.testId}>
            {headline.value}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
