/**
 * The certificate calls of the policy page: the PDF with its holder (POST /certificate/{product}, read with the
 * data provider's `download`) and its e-mail, a data provider method.
 */
import { HttpError, useDataProvider } from 'react-admin';
import type { PlatformDataProvider } from '../../../src/console/providers/dataProvider';
import { defineDataProviderMethods, type MethodsOf } from '../../../src/console/providers/methods';

const BASE = '/api/policy/v1/certificate';

/** Where the certificate of a product is made (POST its holder). */
export const certificatePath = (product: string): string => `${BASE}/${encodeURIComponent(product)}`;

export const certificateMethods = defineDataProviderMethods(({ httpClient }) => ({
  emailCertificate: async (product: string, body: Record<string, unknown>): Promise<{ message: string }> =>
    (await httpClient(`${certificatePath(product)}/email`, { method: 'POST', body: JSON.stringify(body) })).json as {
      message: string;
    },
}));

export const useCertificateCalls = () => useDataProvider<PlatformDataProvider & MethodsOf<typeof certificateMethods>>();

export function fieldErrorsOf(failure: unknown): Record<string, string> {
  if (!(failure instanceof HttpError)) return {};
  const errors = (failure.body as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === 'object'
    ? (Object.fromEntries(
        Object.entries(errors as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>)
    : {};
}
