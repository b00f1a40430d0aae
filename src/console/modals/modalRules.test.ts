import { mayDismiss, modalReducer, NO_MODAL, readModalDeepLink } from './modalRules';

describe('modal rules (spec 000 §4)', () => {
  it('opening one modal replaces the open one', () => {
    const first = modalReducer(NO_MODAL, { type: 'open', name: 'a', data: 1 });
    const second = modalReducer(first, { type: 'open', name: 'b' });
    expect(second).toMatchObject({ name: 'b', open: true });
  });

  it('keeps the content while closing and clears it afterwards', () => {
    const closed = modalReducer(modalReducer(NO_MODAL, { type: 'open', name: 'a', data: 1 }), { type: 'close' });
    expect(closed).toMatchObject({ name: 'a', data: 1, open: false });
    expect(modalReducer(closed, { type: 'clear' })).toEqual(NO_MODAL);
  });

  it('does not clear a modal opened again before the clear ran', () => {
    const reopened = modalReducer(modalReducer(NO_MODAL, { type: 'open', name: 'a' }), { type: 'open', name: 'b' });
    expect(modalReducer(reopened, { type: 'clear' }).name).toBe('b');
  });

  it('lets a sticky modal close only by its own button', () => {
    const sticky = modalReducer(NO_MODAL, { type: 'open', name: 'a', sticky: true });
    expect(mayDismiss(sticky, 'backdropClick')).toBe(false);
    expect(mayDismiss(sticky, 'escapeKeyDown')).toBe(false);
    expect(mayDismiss(sticky, 'button')).toBe(true);
    expect(mayDismiss(modalReducer(NO_MODAL, { type: 'open', name: 'a' }), 'backdropClick')).toBe(true);
  });

  it('reads a deep link and removes its parameters from the address', () => {
    expect(readModalDeepLink('?page=2&modal=settings&modalData=%7B%22tab%22%3A1%7D')).toEqual({
      modal: { name: 'settings', data: { tab: 1 } },
      remainingSearch: '?page=2',
    });
    expect(readModalDeepLink('?modal=x&modalData=plain')).toEqual({
      modal: { name: 'x', data: 'plain' },
      remainingSearch: '',
    });
    expect(readModalDeepLink('?page=1')).toEqual({ remainingSearch: '?page=1' });
  });
});
