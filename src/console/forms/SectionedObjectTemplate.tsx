import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Templates } from '@rjsf/mui';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useFirstQuestionsFirst } from './useFirstQuestionsFirst';
import { OFFSCREEN_QUESTION_SX, withOffscreenQuestions } from './offscreenQuestions';

const DefaultObjectTemplate = Templates.ObjectFieldTemplate!;

interface Section {
  title: string;
  fields: string[];
}

type Property = ObjectFieldTemplateProps['properties'][number];

/**
 * A UI schema may group the top-level questions into titled sections (`ui:sections`, e.g. the claim's
 * "Claim Reported By"); a question no section names goes in the last one. Other objects render as usual.
 * A long questionnaire paints its first screenful at once and the rest right after (useFirstQuestionsFirst);
 * off-screen questions are skipped by the browser's layout and paint (offscreenQuestions).
 */
export function SectionedObjectTemplate(props: ObjectFieldTemplateProps) {
  const sections = props.uiSchema?.['ui:sections'] as Section[] | undefined;
  const sectioned = Array.isArray(sections) && sections.length > 0;
  const limit = useFirstQuestionsFirst(props.properties.length);
  const uiSchema = useMemo(() => withOffscreenQuestions(props.uiSchema), [props.uiSchema]);
  if (!sectioned)
    return <DefaultObjectTemplate {...props} uiSchema={uiSchema} properties={props.properties.slice(0, limit)} />;
  const placed = new Set(sections.flatMap((section) => section.fields));
  const rest = props.properties.filter((property) => !placed.has(property.name));
  let budget = limit;
  const grouped = sections.map((section, index) => {
    const fields = section.fields
      .map((name) => props.properties.find((property) => property.name === name))
      .filter((property): property is Property => property !== undefined);
    const all = index === sections.length - 1 ? [...fields, ...rest] : fields;
    const shown = all.slice(0, Math.max(0, budget));
    budget -= shown.length;
    return { section, shown };
  });
  return (
    <Stack spacing={2}>
      {grouped.map(({ section, shown }) => (
        <Card key={section.title} variant="outlined" component="section" aria-label={section.title}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {section.title}
            </Typography>
            <Stack spacing={2}>
              {shown.map((property) =>
                property.hidden ? (
                  <div key={property.name} hidden>
                    {property.content}
                  </div>
                ) : (
                  <Box key={property.name} sx={OFFSCREEN_QUESTION_SX}>
                    {property.content}
                  </Box>
                ),
              )}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
