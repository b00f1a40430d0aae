import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Region } from '../../shared/region/regions';
import { isInternetExplorer, UNSUPPORTED_BROWSER_POLICY, unsupportedBrowserPage } from './unsupportedBrowser';

/**
 * Serves the built console beside the API on one port. Any GET that is not an API call and not a file is a
 * deep link into the single-page app and gets index.html; Internet Explorer gets the unsupported-browser page.
 */
export async function registerConsole(app: FastifyInstance, consoleDir: string, region: Region): Promise<void> {
  const hasConsole = fs.existsSync(path.join(consoleDir, 'index.html'));
  // The build names every file under assets/ by its content's hash, so a browser may keep it for good; index.html
  // is checked at every load (no-cache), since it is what points at new files after a deploy. Set here because
  // @fastify/static writes its own cache-control on every file it sends, sendFile included.
  const indexFile = path.join(path.resolve(consoleDir), 'index.html');
  const assetsDir = path.join(path.resolve(consoleDir), 'assets') + path.sep;
  if (hasConsole)
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const file = path.resolve(filePath);
        if (file.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (file === indexFile) reply.header('cache-control', 'no-cache');
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (
      !pathname.startsWith('/api/') &&
      request.method === 'GET' &&
      isInternetExplorer(request.headers['user-agent'])
    ) {
      const origin = `${request.protocol}://${request.host}`;
      // Internet Explorer applies no Content-Security-Policy; the page's one inline handler (its copy button, IE's
      // own clipboard API) is allowed on this page alone.
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', UNSUPPORTED_BROWSER_POLICY)
        .send(unsupportedBrowserPage(origin, region));
    }
    if (!pathname.startsWith('/api/') && request.method === 'GET' && hasConsole) {
      return reply.type('text/html').sendFile('index.html');
    }
    if (!pathname.startsWith('/api/') && request.method === 'GET') {
      return reply
        .status(404)
        .type('text/plain')
        .send('The console is not built. Run `npm run build`, or use `npm start`.');
    }
    return reply.status(404).send({ status: 404, detail: `No route ${request.method} ${pathname}` });
  });
}
