/**
 * The version poll's call, a platform method of the data provider:
 *
 *   consoleVersion()   GET /api/console-version   the answer's status and the server's console version `v`
 */
import { defineDataProviderMethods } from '../providers/methods';

export const versionMethods = defineDataProviderMethods(({ httpClient }) => ({
  consoleVersion: async (): Promise<{ status: number; v: unknown }> => {
    const { status, json } = await httpClient('/api/console-version');
    return { status, v: (json as { v?: unknown } | undefined)?.v };
  },
}));
