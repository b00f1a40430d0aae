/**
 * react-admin's default CSV exporter (`jsonexport`), loaded on first use instead of with every list page.
 * `vite.config.ts` points react-admin's `jsonexport/dist/index.js` here; the console's own lists export through
 * `useCsvExporter` (papaparse, loaded on demand), so this only runs for a list that keeps react-admin's default.
 */
type Callback = (error: Error | null, csv: string) => void;

export default function jsonExport(data: unknown, options: unknown, callback?: Callback): void {
  const done = (typeof options === 'function' ? options : callback) as Callback;
  const given = typeof options === 'function' ? {} : options;
  // Not the aliased specifier (no ".js"), so this resolves to the real module.
  import('jsonexport/dist/index')
    .then((module: { default: (data: unknown, options: unknown, callback: Callback) => void }) =>
      module.default(data, given, done),
    )
    .catch((error: Error) => done(error, ''));
}
