import { isPublicAuthPath } from '../../providers/publicPaths';

describe('the workflow calls and the bearer token', () => {
  it('the code page calls are public: they never carry a token, and their 401 is an answer', () => {
    for (const path of [
      '/api/auth/v1/wf/abc',
      '/api/auth/v1/wf/access/abc',
      '/api/auth/v1/wf/access/phone/abc',
      '/api/auth/v1/wf/token',
    ]) {
      expect(isPublicAuthPath(path), path).toBe(true);
    }
  });

  it('reading the redirect is signed in, so it carries the token', () => {
    expect(isPublicAuthPath('/api/auth/v1/workflows/abc/redirect')).toBe(false);
    expect(isPublicAuthPath('/api/auth/v1/wf/../workflows/abc/redirect')).toBe(false);
  });
});
