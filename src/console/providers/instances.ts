import { RESOURCE_DECLARATIONS } from '../resources';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';

/** The console's single HTTP client and the providers built on it, shared by public pages and personas. */
export const httpClient = createHttpClient();
export const dataProvider = createDataProvider({ resources: RESOURCE_DECLARATIONS, httpClient });
export const authProvider = createAuthProvider({ httpClient, resources: RESOURCE_DECLARATIONS });

/** Drops the cached profile so the next identity read asks the server (after the user changed it). */
export const forgetProfile = (): void => authProvider.forgetProfile();
