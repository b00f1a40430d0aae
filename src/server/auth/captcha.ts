/**
 * The captcha check of the forgot-password call (spec 000 §5). Pluggable: off unless CAPTCHA_SECRET is set,
 * then the answer is verified with a reCAPTCHA-compatible endpoint (CAPTCHA_VERIFY_URL).
 */
export interface CaptchaCheck {
  readonly enabled: boolean;
  /** Resolves true when the browser's answer proves a human. */
  verify(answer: string | undefined, remoteIp: string): Promise<boolean>;
}

export const noCaptcha: CaptchaCheck = { enabled: false, verify: async () => true };

export function recaptchaCheck(
  secret: string,
  verifyUrl = 'https://www.google.com/recaptcha/api/siteverify',
): CaptchaCheck {
  return {
    enabled: true,
    async verify(answer, remoteIp) {
      if (!answer) return false;
      const response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: answer, remoteip: remoteIp }),
      }).catch(() => undefined);
      if (!response?.ok) return false;
      const outcome = (await response.json().catch(() => ({}))) as { success?: boolean };
      return outcome.success === true;
    },
  };
}
