/**
 * The baseline of `npm run bench:api`: plain node:http + pg, no framework, answering each benchmarked URL by
 * replaying the statements the project issued for it (captured by captureSql): the first (authentication)
 * alone, the others (rows, total) together, as the project does; then `{content, totalElements}`.
 *
 *   tsx tests/bench/api/rawServer.ts <cases.json> <port> <database url>
 */
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import type { Statement } from './captureSql';

const [casesFile, port, databaseUrl] = process.argv.slice(2);
const cases = JSON.parse(fs.readFileSync(casesFile, 'utf8')) as Record<string, Statement[]>;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const server = http.createServer(async (request, response) => {
  const statements = cases[request.url ?? ''];
  if (!statements || !request.headers.authorization) {
    response.writeHead(404).end();
    return;
  }
  try {
    const [auth, ...rest] = statements;
    await pool.query(auth.text, auth.values);
    const [rows, total] = await Promise.all(rest.map((s) => pool.query(s.text, s.values)));
    const body = JSON.stringify({ content: rows.rows.slice(0, 25), totalElements: total?.rows[0]?.total });
    response
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
      .end(body);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
