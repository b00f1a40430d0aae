import { webhookCredential } from './credentials';

describe('webhook credentials', () => {
  it('are 32 letters or digits, and differ every time', () => {
    const many = Array.from({ length: 200 }, () => webhookCredential());
    for (const credential of many) expect(credential).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Set(many).size).toBe(many.length);
  });
});
