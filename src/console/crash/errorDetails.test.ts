import { errorDetails } from './errorDetails';

describe('crash screen details', () => {
  it('names the error and trims to 60 characters', () => {
    const details = errorDetails(new TypeError('x'.repeat(100)));
    expect(details).toHaveLength(60);
    expect(details.startsWith('TypeError: xxx')).toBe(true);
  });

  it('keeps short details whole', () => {
    expect(errorDetails('boom')).toBe('boom');
    expect(errorDetails(new Error('boom'))).toBe('Error: boom');
  });
});
