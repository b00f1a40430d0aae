/**
 * The yardstick of `bench:console`: a minimal react-admin app with one resource (an accounts list of the same
 * seven columns, 25 rows a page, react-admin's own login page), generated into a temp folder and built with
 * Vite's JS API from this project's node_modules, the same Vite and the same target as the console.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Minimal react-admin</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`;

// react-admin's documented minimum: Admin, one Resource with a List, ra-data-simple-rest, a session flag.
const MAIN_TSX = `import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, DateField, List, Resource, TextField, type AuthProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const authProvider: AuthProvider = {
  login: async ({ username }) => localStorage.setItem('user', username),
  logout: async () => localStorage.removeItem('user'),
  checkAuth: async () => { if (!localStorage.getItem('user')) throw new Error('signed out'); },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const AccountList = () => (
  <List perPage={25}>
    <Datagrid rowClick="show">
      <TextField source="name" />
      <TextField source="agencyName" />
      <TextField source="city" />
      <TextField source="state" />
      <TextField source="zipCode" />
      <TextField source="status" />
      <DateField source="modified" showTime />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider} requireAuth disableTelemetry>
    <Resource name="accounts" list={AccountList} />
  </Admin>,
);
`;

/** Writes the app's source into a temp folder, builds it, and returns the folder holding index.html and assets. */
export async function buildMinimalAdminApp(projectRoot: string): Promise<{ outDir: string; cleanup: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-minimal-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'main.tsx'), MAIN_TSX);
  // The generated app resolves react-admin, React and MUI from this project's installed packages.
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const outDir = path.join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    esbuild: { jsx: 'automatic' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 4000,
      rollupOptions: {
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  return { outDir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
