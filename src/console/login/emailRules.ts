/** Login email checks (spec 000 §5): required, then valid. Answers a translation key or undefined. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): 'app.login.emailRequired' | 'app.login.emailInvalid' | undefined {
  const value = email.trim();
  if (value === '') return 'app.login.emailRequired';
  if (!EMAIL.test(value)) return 'app.login.emailInvalid';
  return undefined;
}
