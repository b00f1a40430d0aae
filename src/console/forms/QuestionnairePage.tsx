import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AccountFormPage } from './AccountFormPage';

/** The question sets an account answers (spec 002 §3), one tab each; `:form` opens one directly. */
export const QUESTIONNAIRES = [
  { form: 'security', label: 'Security' },
  { form: 'securityAnswers', label: 'Security (Yes/No/Uncertain)' },
  { form: 'securityP250', label: 'P250 Security' },
  { form: 'socialEngineering', label: 'Social Engineering' },
  { form: 'media', label: 'Media' },
  { form: 'priorCoverage', label: 'Prior Coverage' },
  { form: 'techEO', label: 'Tech E&O' },
] as const;

export function QuestionnairePage() {
  const { id, form } = useParams();
  const [selected, setSelected] = useState<string>(form ?? QUESTIONNAIRES[0].form);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Questionnaire" />
      <Tabs
        value={selected}
        onChange={(_, value: string) => setSelected(value)}
        variant="scrollable"
        aria-label="Question sets"
      >
        {QUESTIONNAIRES.map((q) => (
          <Tab key={q.form} value={q.form} label={q.label} />
        ))}
      </Tabs>
      <Box sx={{ mt: 2 }}>
        <AccountFormPage key={selected} form={selected} accountId={id as string} />
      </Box>
    </Box>
  );
}
