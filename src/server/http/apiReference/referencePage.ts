import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { documentRoute } from './documentRoute';

/** Where the API reference is browsed; its document is served beside it at `{API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = '/api/docs';

/** The page as the document describes it: a public route whose success answer is HTML. */
function documentPage(input: Parameters<typeof documentRoute>[0]): ReturnType<typeof documentRoute> {
  const documented = documentRoute(input);
  const html = { description: 'The API reference page.', content: { 'text/html': { schema: { type: 'string' } } } };
  return {
    ...documented,
    schema: { ...documented.schema, response: { ...(documented.schema.response as object), 200: html } },
  };
}

/**
 * The OpenAPI document rendered by Swagger UI at `/api/docs`: an HTML page that loads the renderer and its
 * start-up code as files (no inline script), and the document from `./json`. Every route of the page is public,
 * and the page itself is listed in the document as a public route; its files are not.
 */
export async function registerApiReferencePage(app: FastifyInstance): Promise<void> {
  await app.register(async (page) => {
    page.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
      if (route.url === API_DOCS_PATH && route.method === 'GET') {
        route.schema = { tags: ['console'], summary: 'The API reference, browsable (HTML)' };
        route.config = { ...route.config, swaggerTransform: documentPage };
      }
    });
    await page.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // The page draws operations as they scroll into view; the filter (by tag) reaches one area at once.
      uiConfig: { filter: true },
      theme: { title: 'Adaptive Insurance Platform API' },
    });
  });
}
