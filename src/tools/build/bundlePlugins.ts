/**
 * The console build's two changes to what the bundler does with react-admin's and MUI's modules, each measured on
 * the accounts list (`npm run bench:console`; docs/architecture/console.md "What a page loads").
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * react-admin's list kit (src/console/shell/listKit.ts, imported by the shell for no binding) is kept whole: the
 * bundler would otherwise drop the unused object, and the kit's modules would split into many small chunks shared
 * by different sets of views (listKit.ts has the figures).
 */
export function keepListKit(): Plugin {
  const listKit = path.join(root, 'src/console/shell/listKit.ts');
  return {
    name: 'keep-list-kit',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/listKit')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === listKit ? { ...resolved, moduleSideEffects: 'no-treeshake' } : resolved;
    },
  };
}

/**
 * MUI's tooltips and autocompletes get the console's OnDemandPopper (src/console/bundle/OnDemandPopper.tsx) in place
 * of MUI's Popper, which it loads when first opened: every page has tooltips, and no page needs the positioning
 * engine before one is shown (about 7 KB gzip on the accounts list).
 */
export function popperOnDemand(): Plugin {
  const muiEsm = `${path.sep}@mui${path.sep}material${path.sep}esm${path.sep}`;
  const onDemand = path.join(root, 'src/console/bundle/OnDemandPopper.tsx');
  return {
    name: 'popper-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromMui = importer?.includes(muiEsm) && /[\\/](Tooltip|Autocomplete)[\\/]/.test(importer);
      return fromMui && source === '../Popper/index.js' ? onDemand : null;
    },
  };
}
