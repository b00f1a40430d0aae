/**
 * The form catalogue and region of the running server. Resources are declared as constants, so the
 * catalogue they validate with is set once when the app is built (buildApp) and read here.
 */
import type { Region } from '../../shared/region/regions';
import { FormCatalogue } from './formCatalogue';

interface FormContext {
  catalogue: FormCatalogue;
  region: Region;
}

let current: FormContext | undefined;

export function setFormContext(context: FormContext): void {
  current = context;
}

export function formContext(): FormContext {
  current ??= { catalogue: FormCatalogue.fromEnvironment(), region: 'US' };
  return current;
}
