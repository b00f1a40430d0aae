import { TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { HttpError } from 'react-admin';
import { useDebounced } from '../lookup/useDebounced';
import { useDomainCalls } from './domainMethods';
import { DOMAIN_MESSAGES as M, domainEntries, syntaxMessage } from './domainRule';

/** The server's verdict on one entry (domains/verifyRoute.ts): null when valid, else its text. */
async function verdictOf(verify: (domain: string) => Promise<void>, domain: string): Promise<string | null> {
  try {
    await verify(domain);
    return null;
  } catch (failure) {
    const errors =
      failure instanceof HttpError ? ((failure.body ?? {}) as { errors?: Record<string, unknown> }).errors : undefined;
    return typeof errors?.domain === 'string' ? errors.domain : M.unresolved;
  }
}

export interface DomainInputProps {
  label: string;
  value: string;
  onChange: (value: string, valid: boolean) => void;
  /** Several domains (comma or space separated) are accepted. */
  multi?: boolean;
}

/**
 * The domain input (spec 001 §5 "Domain"): the protocol prefix stripped, the rule checked as typed, and 200 ms after
 * the last keystroke every entry verified by a server call; "Valid domain found!" under a verified entry, else the
 * message of the first one refused ("Only valid domains are accepted." when the server cannot be asked).
 */
export function DomainInput({ label, value, onChange, multi = false }: DomainInputProps) {
  const settled = useDebounced(value, 200);
  const calls = useDomainCalls();
  const typed = settled.trim() !== '';
  const syntax = typed ? syntaxMessage(settled, multi) : null;
  const verified = useQuery({
    queryKey: ['accounts', 'domainVerdict', settled],
    queryFn: async () => {
      const answers = await Promise.all(domainEntries(settled).map((domain) => verdictOf(calls.verifyDomain, domain)));
      const refused = answers.find((answer) => answer !== null);
      return { message: refused ?? M.valid, valid: !refused };
    },
    enabled: typed && !syntax,
    retry: false,
  });
  const verdict = !typed
    ? undefined
    : syntax
      ? { typed: settled, message: syntax, valid: false }
      : verified.data && { typed: settled, ...verified.data };
  const shown = verdict && verdict.typed === value ? verdict : undefined;
  // Only a new verdict is reported, not a new value or callback.
  const report = useEffectEvent((valid: boolean) => onChange(value, valid));
  const [shownTyped, shownValid] = [shown?.typed, shown?.valid];
  useEffect(() => {
    if (shownTyped !== undefined && shownValid !== undefined) report(shownValid);
  }, [shownTyped, shownValid]);
  return (
    <TextField
      id="domain-input"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, ''), false)}
      error={Boolean(shown && !shown.valid)}
      color={shown?.valid ? 'success' : undefined}
      helperText={shown?.message ?? (value.trim() === '' ? M.required : ' ')}
      fullWidth
    />
  );
}
