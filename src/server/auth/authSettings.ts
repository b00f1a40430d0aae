import { noCaptcha, recaptchaCheck, type CaptchaCheck } from './captcha';
import type { MessageSender } from './outbox/outbox';
import type { SsoSettings } from './sso/ssoSettings';

/** Settings of the sign-in area, read once at start from the environment (docs/operations/environment.md "Configuration"). */
export interface AuthSettings {
  /** The console's public address, used in links sent by e-mail. */
  publicUrl: string;
  /** Where e-mail leaves (the server's `mail` setting); absent: messages are only kept in the outbox. */
  sender?: MessageSender;
  captcha: CaptchaCheck;
  captchaSiteKey?: string;
  /** Shows the outbox to staff at /admin/dev/outbox (never meant for production). */
  devOutbox: boolean;
  /** Single sign-on; absent when the flag is off or no provider is configured (ServerConfig.sso). */
  sso?: SsoSettings;
}

export function loadAuthSettings(env: NodeJS.ProcessEnv, port: number): AuthSettings {
  return {
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    captcha: env.CAPTCHA_SECRET ? recaptchaCheck(env.CAPTCHA_SECRET, env.CAPTCHA_VERIFY_URL || undefined) : noCaptcha,
    captchaSiteKey: env.CAPTCHA_SITE_KEY || undefined,
    devOutbox: (env.DEV_OUTBOX ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) !== 'false',
  };
}
