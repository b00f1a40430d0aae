import { useState, type FormEvent } from 'react';
import { useMfaEnabled } from './useMfaEnabled';

/**
 * The Enable MFA step every enrolment shares: verify, then close the dialog and say "MFA Enabled!"; a refusal
 * stays in the dialog as its message.
 */
export function useEnrolmentSubmit(close: () => void, verify: () => Promise<void>) {
  const enabled = useMfaEnabled();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      await verify();
      close();
      enabled();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, submit };
}
