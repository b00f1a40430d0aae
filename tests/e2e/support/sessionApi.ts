import type { Page } from 'playwright-core';

/** A GET as the page's signed-in user: the API's answer with the access token the console's session holds. */
export const sessionApi = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(
    async (url) =>
      (await fetch(url, { headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` } })).json(),
    path,
  ) as Promise<T>;
