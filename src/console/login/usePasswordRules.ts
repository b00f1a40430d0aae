import { useEffect, useState } from 'react';
import { fetchPasswordConstraints, fetchPasswordProblems, type PasswordConstraint } from '../auth/authApi';

export interface CheckedRule extends PasswordConstraint {
  isValid: boolean;
}

/**
 * The server's password rules, checked live against what is typed (spec 000 §5): the server stays the judge,
 * asked a moment after typing stops. `allMet` is false until the server has answered for the current text.
 */
export function usePasswordRules(password: string): { rules: CheckedRule[]; allMet: boolean } {
  const [constraints, setConstraints] = useState<PasswordConstraint[]>([]);
  const [checked, setChecked] = useState<{ password: string; problems: string[] }>();

  useEffect(() => {
    fetchPasswordConstraints().then(setConstraints, () => setConstraints([]));
  }, []);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      fetchPasswordProblems(password).then(
        (problems) => current && setChecked({ password, problems }),
        () => undefined,
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password]);

  const problems = checked?.password === password ? checked.problems : undefined;
  const rules = constraints.map((c) => ({
    ...c,
    isValid: problems !== undefined && password !== '' && !problems.includes(c.errorCode),
  }));
  return { rules, allMet: password !== '' && problems !== undefined && problems.length === 0 };
}
