import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { rememberForLanguageChange, stateBeforeLanguageChange } from './languageChangeHandover';
import {
  MODAL_CONTENT_CLEAR_MS,
  MODAL_DEEP_LINK_DELAY_MS,
  mayDismiss,
  modalReducer,
  NO_MODAL,
  readModalDeepLink,
  type ModalState,
} from './modalRules';

/** A modal's body; `close` is its own (always honoured) close action. */
export type ModalBody = (props: { data: unknown; close: () => void }) => ReactNode;

interface ModalApi {
  openModal: (name: string, data?: unknown, options?: { sticky?: boolean }) => void;
  closeModal: () => void;
  /** The modal open now, if any. */
  openName: string | null;
}

const ModalApiContext = createContext<ModalApi>({
  openModal: () => undefined,
  closeModal: () => undefined,
  openName: null,
});
export const useModals = (): ModalApi => useContext(ModalApiContext);

/**
 * Hosts the one modal of the signed-in shell. `modals` names the modals a deep link may open; each entry
 * says whether it is sticky.
 */
export function ModalHost({
  modals,
  children,
}: {
  modals: Record<string, { body: ModalBody; sticky?: boolean; title: string }>;
  children: ReactNode;
}) {
  // A language change mounts the shell afresh; the modal open then stays open (languageChangeHandover).
  const [locale] = useLocaleState();
  const [state, dispatch] = useReducer(
    modalReducer,
    locale,
    (mountedIn) => stateBeforeLanguageChange<ModalState>('modal', mountedIn) ?? NO_MODAL,
  );
  useEffect(() => rememberForLanguageChange('modal', state), [state]);
  const location = useLocation();
  const navigate = useNavigate();

  const openModal = useCallback<ModalApi['openModal']>(
    (name, data, options) => dispatch({ type: 'open', name, data, sticky: options?.sticky ?? modals[name]?.sticky }),
    [modals],
  );
  const closeModal = useCallback(() => dispatch({ type: 'close' }), []);

  useEffect(() => {
    if (state.open || state.name === null) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'clear' }), MODAL_CONTENT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [state.open, state.name]);

  // Deep links: tidy the address at once, open after the delay. The timer must outlive the address change
  // it causes, so it is only cancelled when the shell goes away.
  const deepLinkTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(deepLinkTimer.current), []);
  const followDeepLink = useEffectEvent((search: string) => {
    const { modal, remainingSearch } = readModalDeepLink(search);
    if (!modal) return;
    navigate({ pathname: location.pathname, search: remainingSearch, hash: location.hash }, { replace: true });
    if (!modals[modal.name]) return;
    clearTimeout(deepLinkTimer.current);
    deepLinkTimer.current = setTimeout(() => openModal(modal.name, modal.data), MODAL_DEEP_LINK_DELAY_MS);
  });
  useEffect(() => followDeepLink(location.search), [location.search]);

  const openName = state.open ? state.name : null;
  const api = useMemo(() => ({ openModal, closeModal, openName }), [openModal, closeModal, openName]);
  const current = state.name ? modals[state.name] : undefined;
  return (
    <ModalApiContext.Provider value={api}>
      {children}
      <Dialog
        open={state.open && current !== undefined}
        onClose={(_event, reason) => mayDismiss(state, reason) && closeModal()}
        disableEscapeKeyDown={state.sticky}
        aria-label={current?.title}
        data-testid="console-modal"
        data-modal={state.name ?? ''}
      >
        <Suspense fallback={null}>{current && <current.body data={state.data} close={closeModal} />}</Suspense>
      </Dialog>
    </ModalApiContext.Provider>
  );
}
