/** Reading the forms folder as files (for the command-line tools; the server has its own cached catalogue). */
import fs from 'node:fs';
import path from 'node:path';

export const DEFAULT_SCHEMA_DIR = path.resolve('schemas/forms');
export const DEFAULT_LOCALES_DIR = path.resolve('locales');
export const DEFAULT_GENERATED_DIR = path.resolve('src/shared/generated/forms');
export const LOCK_FILE = 'versions.lock.json';

export interface FormFile {
  name: string;
  version: number;
  file: string;
  text: string;
}

export function listFormFiles(schemaDir: string): FormFile[] {
  const out: FormFile[] = [];
  for (const entry of fs.readdirSync(schemaDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    for (const file of fs.readdirSync(path.join(schemaDir, entry.name))) {
      const match = /^v(\d+)\.schema\.json$/.exec(file);
      if (!match) continue;
      const full = path.join(schemaDir, entry.name, file);
      out.push({ name: entry.name, version: Number(match[1]), file: full, text: fs.readFileSync(full, 'utf8') });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name) || a.version - b.version);
}

export function readRegionDefinitions(schemaDir: string): Record<string, Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  const dir = path.join(schemaDir, '_regions');
  if (!fs.existsSync(dir)) return out;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.json')) continue;
    out[file.replace(/\.json$/, '')] = (JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).definitions ??
      {}) as Record<string, Record<string, unknown>>;
  }
  return out;
}

export function readLabelTrees(localesDir: string, locales: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    locales.map((locale) => {
      const file = path.join(localesDir, locale, 'forms.json');
      return [locale, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined];
    }),
  );
}
