/** Where the signed-in user's UI settings document is read (204 when there is none) and replaced whole. */
export const UI_SETTINGS_PATH = '/api/console/v1/ui-settings';
