import { createAuthProvider } from './authProvider';
import { createHttpClient } from './httpClient';

/**
 * The console's single HTTP client and the session's auth provider (sign-in, sign-out, profile), shared by
 * public pages and personas. It knows no resources: the persona shell, which imports the resource registry,
 * wraps it with access by resource (consoleProviders.tsx), sharing the same profile cache.
 */
export const httpClient = createHttpClient();
export const authProvider = createAuthProvider({ httpClient, resources: [] });

/** Drops the cached profile so the next identity read asks the server (after the user changed it). */
export const forgetProfile = (): void => authProvider.forgetProfile();
