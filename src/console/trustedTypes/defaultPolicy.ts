import { CAPTCHA_SCRIPT } from '../login/captchaScript';

/**
 * The console's Trusted Types default policy. The server's Content-Security-Policy says
 * `require-trusted-types-for 'script'; trusted-types default`: the browser hands every string written to a DOM
 * sink that can run script (innerHTML and its kin, `eval` and `new Function`, a script element's `src`) to this
 * policy, and refuses it when the policy answers nothing. No other policy may be created. What the console and its
 * libraries write there, and so what passes:
 *
 * - HTML: react-admin's input helper text is a zero-width space given as `dangerouslySetInnerHTML` (`&#8203;`).
 *   Nothing else: markup that a flawed view would write into the page is refused.
 * - Script: ajv compiles each JSON Schema into a validator with `new Function('self', 'scope', code)` (the record
 *   and schema forms validate in the browser). The browser hands the policy the function's whole source, which
 *   starts with those two parameters; `eval` and any other function source are refused.
 * - Script URL: the captcha provider's script, loaded by the forgot-password form when a captcha is configured.
 */
export const ZERO_WIDTH_SPACE_HTML = '&#8203;';
const AJV_VALIDATOR = /^\(function anonymous\(self,scope\n\) \{\n/;

/** The policy's rules: each answers the input when it may pass, else null (the browser then refuses it). */
export const defaultPolicyRules = {
  createHTML: (input: string): string | null => (input === ZERO_WIDTH_SPACE_HTML ? input : null),
  createScript: (input: string): string | null => (AJV_VALIDATOR.test(input) ? input : null),
  createScriptURL: (input: string): string | null => (input === CAPTCHA_SCRIPT ? input : null),
};

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: typeof defaultPolicyRules): unknown;
}

/** Creates the default policy in a browser that has Trusted Types (one without enforces nothing, needs nothing). */
export function createDefaultPolicy(
  scope: { trustedTypes?: TrustedTypePolicyFactory } = globalThis as { trustedTypes?: TrustedTypePolicyFactory },
): void {
  scope.trustedTypes?.createPolicy('default', defaultPolicyRules);
}
