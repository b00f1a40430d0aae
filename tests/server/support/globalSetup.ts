import { makeEmbeddedTemplates, TEMPLATES_ENV } from './embeddedTemplates';

let remove: (() => void) | undefined;

/** Makes the embedded templates once for the whole server run (see embeddedTemplates.ts). */
export async function setup(): Promise<void> {
  const templates = await makeEmbeddedTemplates();
  remove = templates.remove;
  process.env[TEMPLATES_ENV] = templates.root;
}

export async function teardown(): Promise<void> {
  remove?.();
}
