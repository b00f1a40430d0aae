// @vitest-environment jsdom
import {
  clearTokens,
  decodeAccessClaims,
  getAccessToken,
  getRefreshToken,
  isDeviceRemembered,
  saveTokens,
} from './tokenStore';

const base64Url = (text: string): string => Buffer.from(text, 'utf-8').toString('base64url');
const jwt = (payload: unknown): string => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.sig`;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('saveTokens', () => {
  it('keeps both tokens in sessionStorage when the device is not remembered', () => {
    saveTokens({ accessToken: 'a1', refreshToken: 'r1' }, false);
    expect(sessionStorage.getItem('accessToken')).toBe('a1');
    expect(sessionStorage.getItem('refreshToken')).toBe('r1');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('rememberDevice')).toBeNull();
    expect(getAccessToken()).toBe('a1');
    expect(getRefreshToken()).toBe('r1');
    expect(isDeviceRemembered()).toBe(false);
  });

  it('moves the refresh token to localStorage when the device is remembered', () => {
    saveTokens({ accessToken: 'a1', refreshToken: 'r1' }, true);
    expect(sessionStorage.getItem('accessToken')).toBe('a1');
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(localStorage.getItem('rememberDevice')).toBe('true');
    expect(getRefreshToken()).toBe('r1');
    expect(isDeviceRemembered()).toBe(true);
  });

  it('drops the remembered copy when the device stops being remembered', () => {
    saveTokens({ accessToken: 'a1', refreshToken: 'r1' }, true);
    saveTokens({ accessToken: 'a2', refreshToken: 'r2' }, false);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('rememberDevice')).toBeNull();
    expect(getRefreshToken()).toBe('r2');
  });
});

describe('clearTokens', () => {
  it('removes every token and the remember flag', () => {
    saveTokens({ accessToken: 'a1', refreshToken: 'r1' }, true);
    sessionStorage.setItem('refreshToken', 'stale');
    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(isDeviceRemembered()).toBe(false);
  });
});

describe('decodeAccessClaims', () => {
  const claims = { sub: 'u-1', acc: 'acc-9', accType: 'AGENCY', subType: 'AGENCY', realm: 'TEAM', exp: 1_900_000_000 };

  it('reads the payload of the stored access token', () => {
    saveTokens({ accessToken: jwt(claims), refreshToken: 'r' }, false);
    expect(decodeAccessClaims()).toEqual(claims);
  });

  it('decodes base64url characters and UTF-8 text, keeping extra claims', () => {
    const payload = { ...claims, sub: 'ü?>~ß', name: 'Zoë Ørsted', typ: 'access' };
    expect(decodeAccessClaims(jwt(payload))).toEqual(payload);
  });

  it.each(['sub', 'acc', 'accType', 'subType', 'realm', 'exp'])('is null without the %s claim', (claim) => {
    const { [claim as keyof typeof claims]: _dropped, ...rest } = claims;
    expect(decodeAccessClaims(jwt(rest))).toBeNull();
  });

  it('is null for an unknown realm or a textual expiry', () => {
    expect(decodeAccessClaims(jwt({ ...claims, realm: 'GLOBAL' }))).toBeNull();
    expect(decodeAccessClaims(jwt({ ...claims, exp: '1900000000' }))).toBeNull();
  });

  it('is null without a token', () => {
    expect(decodeAccessClaims()).toBeNull();
    expect(decodeAccessClaims('')).toBeNull();
  });

  it.each([
    ['not a jwt', 'abc'],
    ['two parts', 'a.b'],
    ['empty payload', 'a..c'],
    ['bad base64', 'a.%%%.c'],
    ['not json', `a.${base64Url('hello')}.c`],
    ['a json array', `a.${base64Url('[1,2]')}.c`],
    ['json null', `a.${base64Url('null')}.c`],
  ])('is null for %s', (_label, token) => {
    expect(decodeAccessClaims(token)).toBeNull();
  });
});
