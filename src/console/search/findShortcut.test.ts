// @vitest-environment jsdom
import { isFindShortcut } from './findShortcut';

const press = (key: string, init: KeyboardEventInit = {}, target: HTMLElement = document.body) => {
  let event!: KeyboardEvent;
  target.addEventListener('keydown', (e) => (event = e), { once: true });
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  return event;
};

describe('the keys that open the search', () => {
  it('Ctrl+K and ⌘K, whatever has the focus', () => {
    const input = document.body.appendChild(document.createElement('input'));
    expect(isFindShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isFindShortcut(press('K', { metaKey: true }, input))).toBe(true);
    expect(isFindShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isFindShortcut(press('k'))).toBe(false);
  });

  it('"/" only outside a text field, so typing a slash stays typing', () => {
    const input = document.body.appendChild(document.createElement('input'));
    const area = document.body.appendChild(document.createElement('textarea'));
    expect(isFindShortcut(press('/'))).toBe(true);
    expect(isFindShortcut(press('/', {}, input))).toBe(false);
    expect(isFindShortcut(press('/', {}, area))).toBe(false);
    expect(isFindShortcut(press('/', { ctrlKey: true }))).toBe(false);
  });
});
