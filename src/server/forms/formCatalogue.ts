/**
 * The forms as files: schemas/forms/<name>/v<n>.schema.json (+ v<n>.ui.json), the region definitions in
 * schemas/forms/_regions and the labels in locales/<locale>/forms.json. Files are re-read when they change
 * (checked by modification time), so an analyst's edit is live without a restart. FORMS_SCHEMA_DIR and
 * FORMS_LOCALES_DIR point the catalogue at a copy (used by tests that add a question).
 */
import fs from 'node:fs';
import path from 'node:path';
import { composeForm } from '../../shared/forms/composeForm';
import type { ComposedForm, FormDefinition, RegionDefinitions } from '../../shared/forms/formDefinition';
import { FORM_LOCALES } from '../../shared/forms/formLabels';
import type { Region } from '../../shared/region/regions';
import type { JsonSchemaNode } from '../../shared/validation/schemaRegistry';
import { ApiError } from '../http/apiError';
import { fileVersions } from '../files/versionedFiles';

const VERSION_FILE = /^v(\d+)\.schema\.json$/;

interface Cached {
  mtimeMs: number;
  value: unknown;
}

export class FormCatalogue {
  private readonly files = new Map<string, Cached>();
  private readonly composed = new Map<string, { stamp: string; form: ComposedForm }>();

  constructor(
    readonly schemaDir: string,
    readonly localesDir: string,
  ) {}

  static fromEnvironment(env: NodeJS.ProcessEnv = process.env): FormCatalogue {
    return new FormCatalogue(
      path.resolve(env.FORMS_SCHEMA_DIR ?? 'schemas/forms'),
      path.resolve(env.FORMS_LOCALES_DIR ?? 'locales'),
    );
  }

  private readJson(file: string): unknown {
    const { mtimeMs } = fs.statSync(file);
    const cached = this.files.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.value;
    const value = JSON.parse(fs.readFileSync(file, 'utf8'));
    this.files.set(file, { mtimeMs, value });
    return value;
  }

  private readOptional(file: string): unknown {
    return fs.existsSync(file) ? this.readJson(file) : undefined;
  }

  formNames(): string[] {
    return fs
      .readdirSync(this.schemaDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name)
      .sort();
  }

  versions(name: string): number[] {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return [];
    const dir = path.join(this.schemaDir, name);
    return fileVersions(dir, VERSION_FILE);
  }

  latestVersion(name: string): number {
    const versions = this.versions(name);
    if (!versions.length) throw new ApiError(404, `Form ${name} not found`);
    return versions[versions.length - 1];
  }

  definition(name: string, version = this.latestVersion(name)): FormDefinition {
    if (!this.versions(name).includes(version)) throw new ApiError(404, `Form ${name} version ${version} not found`);
    const dir = path.join(this.schemaDir, name);
    return {
      name,
      version,
      schema: this.readJson(path.join(dir, `v${version}.schema.json`)) as JsonSchemaNode,
      uiSchema: (this.readOptional(path.join(dir, `v${version}.ui.json`)) ?? {}) as JsonSchemaNode,
    };
  }

  labelTrees(): Record<string, unknown> {
    return Object.fromEntries(
      FORM_LOCALES.map((locale) => [locale, this.readOptional(path.join(this.localesDir, locale, 'forms.json'))]),
    );
  }

  regionDefinitions(region: Region): RegionDefinitions {
    const file = this.readOptional(path.join(this.schemaDir, '_regions', `${region}.json`)) as
      { definitions?: RegionDefinitions } | undefined;
    return file?.definitions ?? {};
  }

  /** A fingerprint of every file the forms are made of; changes whenever one of them does. */
  stamp(): string {
    let latest = 0;
    let count = 0;
    const visit = (dir: string, filter: (file: string) => boolean) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(full, filter);
        else if (filter(entry.name)) {
          latest = Math.max(latest, fs.statSync(full).mtimeMs);
          count += 1;
        }
      }
    };
    visit(this.schemaDir, (file) => file.endsWith('.json'));
    for (const locale of FORM_LOCALES) visit(path.join(this.localesDir, locale), (file) => file === 'forms.json');
    return `${count}-${Math.round(latest)}`;
  }

  /** The form composed for a region (cached until one of its files changes). */
  compose(name: string, region: Region, version = this.latestVersion(name)): ComposedForm {
    const key = `${name}@${version}@${region}`;
    const stamp = this.stamp();
    const cached = this.composed.get(key);
    if (cached && cached.stamp === stamp) return cached.form;
    const form = composeForm(this.definition(name, version), {
      region,
      regionDefinitions: this.regionDefinitions(region),
      labels: this.labelTrees(),
    });
    this.composed.set(key, { stamp, form });
    return form;
  }
}
