/**
 * The signed-in console, composed: the shell over the resources' registry, in one module so that both arrive in
 * one lazily loaded chunk and the views' chunks reuse the shell's code. Loaded only through the console's
 * composition root (src/console/registry/compositionRoot.ts), on the first page of a persona area.
 */
import type { I18nProvider } from 'react-admin';
import { PersonaAdmin } from '../src/console/shell/PersonaAdmin';
import { consoleResources } from './consoleResources';

export function SignedInArea(props: { basePath: string; i18nProvider: I18nProvider }) {
  return <PersonaAdmin {...props} registry={consoleResources} />;
}
