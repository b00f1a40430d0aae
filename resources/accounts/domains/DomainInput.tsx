import { TextField } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { HttpError } from 'react-admin';
import { httpClient } from '../../../src/console/providers/instances';
import { useDebounced } from '../lookup/useDebounced';
import { DOMAIN_MESSAGES as M, domainEntries, syntaxMessage } from './domainRule';

/** The server's verification of one entry (domains/verifyRoute.ts): null when valid, else its text. */
export async function verifyDomain(domain: string): Promise<string | null> {
  try {
    await httpClient(`/api/account/v1/account/domain/verify?domain=${encodeURIComponent(domain)}`);
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
  const [verdict, setVerdict] = useState<{ typed: string; message: string; valid: boolean } | undefined>();
  useEffect(() => {
    let current = true;
    const syntax = settled.trim() === '' ? null : syntaxMessage(settled, multi);
    if (settled.trim() === '') setVerdict(undefined);
    else if (syntax) setVerdict({ typed: settled, message: syntax, valid: false });
    else
      void Promise.all(domainEntries(settled).map(verifyDomain)).then((answers) => {
        if (!current) return;
        const refused = answers.find((answer) => answer !== null);
        setVerdict({ typed: settled, message: refused ?? M.valid, valid: !refused });
      });
    return () => {
      current = false;
    };
  }, [settled, multi]);
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
