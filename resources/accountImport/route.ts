/** The import page under each persona area (beside the spec's `/{persona}/manage/account/lookup`). */
export const IMPORT_ROUTE = '/manage/account/import';

export const importRoute = {
  path: IMPORT_ROUTE,
  load: () => import('./AccountImportPage').then((page) => page.AccountImportPage),
};
