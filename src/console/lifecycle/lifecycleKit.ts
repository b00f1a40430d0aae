/**
 * What the generic actions bar and dialogs need to know of the resource they serve: its name (the data provider's
 * `lifecycle` and `act`), its action texts (locales/en-US/screens/{texts}.json), the record's number for titles and
 * messages, and the name its bar and dialog are known by on the page (`{name}-actions`, `{name}-action-title`).
 */
import { createContext, useContext } from 'react';
import { useScreenTexts } from '../i18n/useScreenTexts';

export interface LifecycleKit {
  resource: string;
  texts: string;
  name: string;
  numberOf: (record: { id: string }) => string | null | undefined;
}

export const LifecycleKitContext = createContext<LifecycleKit | undefined>(undefined);

export function useLifecycleKit(): LifecycleKit {
  const kit = useContext(LifecycleKitContext);
  if (!kit) throw new Error('useLifecycleKit outside LifecycleActionsBar');
  return kit;
}

/** The resource's action texts, by their key under the file. */
export const useLifecycleText = (): ((key: string, options?: Record<string, unknown>) => string) =>
  useScreenTexts(useLifecycleKit().texts);
