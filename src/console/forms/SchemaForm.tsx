import { Alert, Box, Button, Stack } from '@mui/material';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { FieldError } from '../../shared/api/types';
import { validateForm } from '../../shared/forms/validateForm';
import { applySameAsRules, withSameAsDefaults } from '../../shared/forms/sameAsRule';
import { visibleAnswers } from '../../shared/forms/visibleAnswers';
import type { FormPayload } from './formMethods';
import { toErrorSchema } from './errorSchema';
import { SectionedObjectTemplate } from './SectionedObjectTemplate';
import { DraftInputTemplate, type DraftFormContext } from './DraftInputTemplate';
import { ruleInputs } from './ruleInputs';
import { GroupedNumberWidget } from './GroupedNumberWidget';

type Answers = Record<string, unknown>;

export interface SchemaFormAction {
  /** What the button means to the page (e.g. `save`, `file`). */
  intent: string;
  label: string;
  variant?: 'contained' | 'outlined' | 'text';
}

export interface SchemaFormProps {
  form: FormPayload;
  initialAnswers: Answers;
  actions: readonly SchemaFormAction[];
  /** Called with answers that passed the same validation the server applies. */
  onSubmit(answers: Answers, intent: string): void;
  /** Errors the server answered (400), shown under their fields. */
  serverErrors?: readonly FieldError[];
  disabled?: boolean;
  /** Rendered beside the buttons. */
  toolbar?: ReactNode;
}

/** Sections and first-questions-first for objects; text inputs that keep keystrokes local (DraftInputTemplate). */
const templates = { ObjectFieldTemplate: SectionedObjectTemplate, BaseInputTemplate: DraftInputTemplate };
/** Widgets a UI schema may name besides RJSF's own (`"ui:widget": "grouped"`). */
const widgets = { grouped: GroupedNumberWidget };

/**
 * Read-only answers (given by the system, e.g. the P250 required flags set from the quote's coverages) keep
 * the value they were loaded with: RJSF resets them to their default when a change switches a branch.
 */
function keepReadOnlyAnswers(schema: FormPayload['schema'], current: Answers, changed: Answers): Answers {
  const properties = (schema as { properties?: Record<string, { readOnly?: unknown } | undefined> }).properties ?? {};
  const kept = { ...changed };
  for (const [key, property] of Object.entries(properties))
    if (property?.readOnly === true && key in current) kept[key] = current[key];
  return kept;
}

/**
 * One form rendered from its composed schema with RJSF's MUI theme. The project's rules, not RJSF's, decide
 * what is kept and what is wrong: every change drops the answers of questions that are no longer shown (and
 * recomputes derived ones); a submit runs the shared validator, so the messages are the spec's own. Errors
 * are checked on submit and, after a failed one, on every change.
 */
export function SchemaForm({
  form,
  initialAnswers,
  actions,
  onSubmit,
  serverErrors,
  disabled,
  toolbar,
}: SchemaFormProps) {
  const [answers, setAnswers] = useState<Answers>(
    () => visibleAnswers(form.schema, withSameAsDefaults(form.schema, initialAnswers)).value,
  );
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [checked, setChecked] = useState(false);
  const shown = useMemo(() => (errors.length ? errors : (serverErrors ?? [])), [errors, serverErrors]);
  const errorSchema = useMemo(() => toErrorSchema(shown), [shown]);
  const [drafts] = useState(() => new Set<() => boolean>());
  const inputs = useMemo(() => ruleInputs(form.schema), [form.schema]);
  const formContext = useMemo<DraftFormContext>(
    () => ({ ruleInputs: inputs, drafts, live: checked }),
    [inputs, drafts, checked],
  );
  /** The answers as of the last change handled, read by a submit that follows a flush of typed text. */
  const latest = useRef(answers);

  const handleChange = (event: IChangeEvent<Answers>) => {
    const previous = latest.current;
    const changed = keepReadOnlyAnswers(form.schema, previous, event.formData ?? {});
    const next = visibleAnswers(form.schema, applySameAsRules(form.schema, previous, changed)).value;
    latest.current = next;
    setAnswers(next);
    if (checked) setErrors(validateForm(form.schema, next, { locale: form.locale }).errors);
  };

  const check = (intent: string) => {
    const current = latest.current;
    const { errors: found } = validateForm(form.schema, current, { locale: form.locale });
    setChecked(true);
    setErrors(found);
    if (!found.length) onSubmit(current, intent);
  };
  // Text still in an input (not yet handed over by a pause or blur) reaches the answers first: the form takes
  // it through its change handler, so the check then waits for the next task; otherwise it runs at once.
  const submit = (intent: string) => {
    const flushed = [...drafts].map((flush) => flush()).some(Boolean);
    if (flushed) setTimeout(() => check(intent), 0);
    else check(intent);
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Form
        schema={form.schema as RJSFSchema}
        uiSchema={form.uiSchema as UiSchema}
        formData={answers}
        validator={validator}
        templates={templates}
        widgets={widgets}
        formContext={formContext}
        onChange={handleChange}
        extraErrors={errorSchema}
        noValidate
        noHtml5Validate
        showErrorList={false}
        disabled={disabled}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
      >
        <></>
      </Form>
      {shown.some((e) => e.field === '') && <Alert severity="error">{shown.find((e) => e.field === '')?.detail}</Alert>}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {actions.map((action) => (
          <Button
            key={action.intent}
            variant={action.variant ?? 'contained'}
            disabled={disabled}
            onClick={() => submit(action.intent)}
          >
            {action.label}
          </Button>
        ))}
        {toolbar}
      </Stack>
    </Box>
  );
}
