import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Templates } from '@rjsf/mui';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

const DefaultObjectTemplate = Templates.ObjectFieldTemplate!;

interface Section {
  title: string;
  fields: string[];
}

/**
 * A UI schema may group the top-level questions into titled sections (`ui:sections`, e.g. the claim's
 * "Claim Reported By"); a question no section names goes in the last one. Other objects render as usual.
 */
export function SectionedObjectTemplate(props: ObjectFieldTemplateProps) {
  const sections = props.uiSchema?.['ui:sections'] as Section[] | undefined;
  if (!Array.isArray(sections) || !sections.length) return <DefaultObjectTemplate {...props} />;
  const placed = new Set(sections.flatMap((section) => section.fields));
  const rest = props.properties.filter((property) => !placed.has(property.name));
  return (
    <Stack spacing={2}>
      {sections.map((section, index) => {
        const fields = section.fields
          .map((name) => props.properties.find((property) => property.name === name))
          .filter((property) => property !== undefined);
        const extra = index === sections.length - 1 ? rest : [];
        return (
          <Card key={section.title} variant="outlined" component="section" aria-label={section.title}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {section.title}
              </Typography>
              <Stack spacing={2}>
                {[...fields, ...extra].map((property) => (property.hidden ? <div key={property.name} hidden>{property.content}</div> : <div key={property.name}>{property.content}</div>))}
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
