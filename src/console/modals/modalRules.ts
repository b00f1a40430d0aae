/**
 * Modal rules (spec 000 §4, §2.10, §9): one modal at a time (opening one closes another), sticky modals ignore
 * clicks outside, content is cleared 0.5 s after closing, and a deep link (?modal=…&modalData=…) opens its
 * modal 1.5 s after load and leaves the address without those parameters.
 */
export const MODAL_CONTENT_CLEAR_MS = 500;
export const MODAL_DEEP_LINK_DELAY_MS = 1500;

export interface ModalState {
  /** The modal whose content is mounted (kept through the closing transition). */
  name: string | null;
  data: unknown;
  open: boolean;
  sticky: boolean;
}

export const NO_MODAL: ModalState = { name: null, data: undefined, open: false, sticky: false };

export type ModalAction =
  { type: 'open'; name: string; data?: unknown; sticky?: boolean } | { type: 'close' } | { type: 'clear' };

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open':
      // Replacing whatever is open is the "one at a time" rule.
      return { name: action.name, data: action.data, open: true, sticky: action.sticky === true };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'clear':
      return state.open ? state : NO_MODAL;
  }
}

/** Whether a close request from the backdrop or Escape is honoured. */
export const mayDismiss = (state: ModalState, reason: 'backdropClick' | 'escapeKeyDown' | 'button'): boolean =>
  reason === 'button' || !state.sticky;

/** Reads ?modal and ?modalData; answers the modal to open and the search string to leave in the address. */
export function readModalDeepLink(search: string): {
  modal?: { name: string; data: unknown };
  remainingSearch: string;
} {
  const params = new URLSearchParams(search);
  const name = params.get('modal');
  if (!name) return { remainingSearch: search };
  const raw = params.get('modalData');
  let data: unknown = raw ?? undefined;
  if (raw) {
    try {
      data = JSON.parse(raw);
    } catch {
      data = raw;
    }
  }
  params.delete('modal');
  params.delete('modalData');
  const rest = params.toString();
  return { modal: { name, data }, remainingSearch: rest ? `?${rest}` : '' };
}
