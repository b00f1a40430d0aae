import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Templates } from '@rjsf/mui';
import type { BaseInputTemplateProps } from '@rjsf/utils';

const MuiBaseInputTemplate = Templates.BaseInputTemplate!;

/** How long typing must pause before the form takes the text (also taken at once on blur). */
export const QUIET_MS = 250;

const asText = (value: unknown): string => (value || value === 0 ? String(value) : '');

/** What SchemaForm puts in RJSF's formContext for this template. */
export interface DraftFormContext {
  /** Questions other questions depend on (ruleInputs): their inputs update the form at every keystroke. */
  ruleInputs?: ReadonlySet<string>;
  /** After a failed check every input updates the form (and so its errors) at every keystroke, as before. */
  live?: boolean;
  /** The deferred inputs' "hand over your text now" (true if there was text to hand over), called before a check. */
  drafts?: Set<() => boolean>;
}

/**
 * RJSF's text input: as RJSF's own for a question other questions depend on (ruleInputs) and after a failed
 * check, otherwise deferred.
 */
export function DraftInputTemplate(props: BaseInputTemplateProps) {
  const { ruleInputs, live } = (props.registry.formContext ?? {}) as DraftFormContext;
  if (live || ruleInputs?.has(props.name)) return <MuiBaseInputTemplate {...props} />;
  return <DeferredInput {...props} />;
}

/**
 * RJSF's text input (text, number, email, textarea…) that leaves what is being typed to the browser's input:
 * a keystroke re-renders nothing, not even this input. The form receives the text when typing pauses for
 * {@link QUIET_MS} or the input loses focus (so a click on a form button always sees it), and then the form's
 * rules (hidden answers dropped, derived answers, live errors after a failed check) apply as before. A value
 * the form changes by itself (a "same as" copy, a dropped hidden answer, loaded answers) is written back.
 */
function DeferredInput(props: BaseInputTemplateProps) {
  const { value, onChange, onBlur, slotProps } = props;
  const input = useRef<HTMLInputElement | null>(null);
  const pending = useRef<{ value: unknown } | null>(null);
  const committed = useRef<unknown>(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // Remounting the MUI field is how a value set from outside also moves its label; never while focused.
  const [generation, setGeneration] = useState(0);

  const commit = useCallback(() => {
    clearTimeout(timer.current);
    const edit = pending.current;
    pending.current = null;
    if (!edit) return false;
    committed.current = edit.value;
    latestOnChange.current(edit.value);
    return true;
  }, []);
  const { drafts } = (props.registry.formContext ?? {}) as DraftFormContext;
  useEffect(() => {
    drafts?.add(commit);
    // A question that disappears (its branch closed) takes its unsent text with it, as its answer is dropped.
    return () => {
      drafts?.delete(commit);
      clearTimeout(timer.current);
    };
  }, [drafts, commit]);

  useLayoutEffect(() => {
    if (pending.current || Object.is(value, committed.current)) return;
    committed.current = value;
    const element = input.current;
    if (!element || element.value === asText(value)) return;
    if (element === document.activeElement) element.value = asText(value);
    else setGeneration((n) => n + 1);
  }, [value]);

  const change = useCallback(
    (next: unknown) => {
      pending.current = { value: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(commit, QUIET_MS);
    },
    [commit],
  );
  const blur = useCallback(
    (id: string, text: unknown) => {
      commit();
      onBlur(id, text);
    },
    [commit, onBlur],
  );

  return (
    <MuiBaseInputTemplate
      key={generation}
      {...props}
      onChange={change}
      onBlur={blur}
      slotProps={{
        ...slotProps,
        input: { ...slotProps?.input, value: undefined, defaultValue: asText(value), inputRef: input },
      }}
    />
  );
}
