// First: the Trusted Types default policy, before any other module writes to the page.
import './trustedTypes/installDefaultPolicy';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { fetchConsoleConfig } from './config/consoleConfig';
import { createI18nProvider } from './i18n/i18nProvider';
import { preloadSignedInArea } from './shell/preloadSignedInArea';

/**
 * Boot: learn the region from the server, load its language, then render; on a persona page, the view's code and
 * the signed-in user's profile load meanwhile, and the first render waits for the view's code. An async function rather than top-level await: with top-level await in the entry,
 * Rollup cannot assume the entry has finished loading when a lazy chunk runs, so it splits the entry's own
 * dependencies into dozens of small shared chunks.
 */
async function boot(): Promise<void> {
  const configLoad = fetchConsoleConfig();
  // After the config's request, so that it does not queue behind the chunks for a connection.
  const viewLoad = preloadSignedInArea(window.location.pathname);
  const config = await configLoad;
  document.documentElement.lang = config.locale;
  const i18nProvider = await createI18nProvider(config.locale, { currency: config.currency });
  // The page's view renders at once, without suspending: React holds a suspended page's content back for up to
  // 300 ms to show it together, which would delay the page's own data by as much.
  await viewLoad;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void boot();
