import { CAPTCHA_SCRIPT } from '../login/captchaScript';
import { createDefaultPolicy, defaultPolicyRules, ZERO_WIDTH_SPACE_HTML } from './defaultPolicy';

const { createHTML, createScript, createScriptURL } = defaultPolicyRules;

describe('the Trusted Types default policy', () => {
  it("passes react-admin's zero-width space and no other HTML", () => {
    expect(createHTML(ZERO_WIDTH_SPACE_HTML)).toBe(ZERO_WIDTH_SPACE_HTML);
    expect(createHTML('<img src=x onerror="alert(1)">')).toBeNull();
    expect(createHTML(`${ZERO_WIDTH_SPACE_HTML}<script>alert(1)</script>`)).toBeNull();
    expect(createHTML('')).toBeNull();
  });

  it("passes the source of ajv's compiled validators and no other script", () => {
    const validator =
      '(function anonymous(self,scope\n) {\nconst schema0 = scope.schema[0];return function validate(data) {}\n})';
    expect(createScript(validator)).toBe(validator);
    expect(createScript('alert(document.cookie)')).toBeNull();
    expect(createScript('(function anonymous(\n) {\nalert(1)\n})')).toBeNull();
    expect(createScript(`x;${validator}`)).toBeNull();
  });

  it("passes the captcha provider's script and no other URL", () => {
    expect(createScriptURL(CAPTCHA_SCRIPT)).toBe(CAPTCHA_SCRIPT);
    expect(createScriptURL('https://evil.example/x.js')).toBeNull();
    expect(createScriptURL('/assets/index.js')).toBeNull();
  });

  it('is created as the default policy where the browser has Trusted Types, and nowhere else', () => {
    const created: string[] = [];
    createDefaultPolicy({ trustedTypes: { createPolicy: (name) => created.push(name) } });
    expect(created).toEqual(['default']);
    expect(() => createDefaultPolicy({})).not.toThrow();
  });
});
