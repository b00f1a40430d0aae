import { classifyPoll } from './versionPoll';

describe('version poll outcomes', () => {
  it('sees the same version, or a change', () => {
    expect(classifyPoll('1.0.0', { status: 200, v: '1.0.0' })).toBe('same');
    expect(classifyPoll('1.0.0', { status: 200, v: '1.1.0' })).toBe('changed');
  });

  it('reads an unreachable server, a gateway error or SERVER_DOWN as the server being down', () => {
    expect(classifyPoll('1.0.0', { status: 0 })).toBe('serverDown');
    expect(classifyPoll('1.0.0', { status: 503 })).toBe('serverDown');
    expect(classifyPoll('1.0.0', { status: 200, v: 'SERVER_DOWN' })).toBe('serverDown');
  });

  it('ignores other failures (the session watcher handles 401)', () => {
    expect(classifyPoll('1.0.0', { status: 401 })).toBe('ignored');
    expect(classifyPoll('1.0.0', { status: 500 })).toBe('ignored');
  });
});
