import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Adaptive Insurance Platform';
const PERIOD = 30;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

/** The 30-second time step a code belongs to, or undefined when it matches no step within `window` of now. */
export function totpStep(secret: string, code: string, window: number, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code.trim())) return undefined;
  const delta = totpFor(secret).validate({ token: code.trim(), window, timestamp: now });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}
