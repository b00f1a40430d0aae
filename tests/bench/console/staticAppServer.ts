/**
 * A tiny real HTTP server for the minimal react-admin app: its built files, index.html for every other
 * page, and `GET /api/accounts`, 25 account rows a page with the `Content-Range` header ra-data-simple-rest
 * reads (a real endpoint answering real requests, not a stub inside the page).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../../support/freePort';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

const TOTAL = 100;
const STATUSES = ['Open', 'Quoted', 'Bound', 'Declined'];

const accountRow = (index: number) => ({
  id: `account-${index}`,
  name: `Account ${String(index).padStart(3, '0')} Logistics`,
  agencyName: index % 2 ? 'Alpha Insurance Agency' : 'Beta Brokers',
  city: 'Springfield',
  state: 'IL',
  zipCode: `627${String(index % 100).padStart(2, '0')}`,
  status: STATUSES[index % STATUSES.length],
  modified: new Date(Date.UTC(2026, 0, 1 + (index % 28))).toISOString(),
});

/** `range=[0,24]` from ra-data-simple-rest's getList; 25 rows from the start otherwise. */
function rangeOf(url: URL): [number, number] {
  try {
    const [start, end] = JSON.parse(url.searchParams.get('range') ?? '[0,24]') as [number, number];
    return [Math.max(0, start), Math.min(TOTAL - 1, end)];
  } catch {
    return [0, 24];
  }
}

export async function startStaticAppServer(root: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/accounts') {
      const [start, end] = rangeOf(url);
      const rows = Array.from({ length: end - start + 1 }, (_, offset) => accountRow(start + offset));
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-range': `accounts ${start}-${end}/${TOTAL}`,
        'access-control-expose-headers': 'Content-Range',
      });
      response.end(JSON.stringify(rows));
      return;
    }
    const file = path.join(root, path.normalize(url.pathname));
    const found =
      file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(root, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(found)] ?? 'application/octet-stream' });
    fs.createReadStream(found).pipe(response);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
