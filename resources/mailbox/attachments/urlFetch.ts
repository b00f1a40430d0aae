import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { invalid } from '../../../src/server/http/apiError';
import { allowList, refusedAddress } from './addressPolicy';
import {
  FETCH_TIMEOUT_MS,
  FILE_TOO_BIG,
  MAX_ATTACHMENT_BYTES,
  MAX_REDIRECTS,
  URL_FAILED,
  URL_INVALID,
  URL_REFUSED,
} from './limits';

export interface FetchedFile {
  url: URL;
  contentType: string | undefined;
  bytes: Uint8Array;
}

const refuse = (detail: string) => invalid([{ field: 'url', detail }]);

/** A DNS lookup that refuses a name resolving to an address the policy refuses; the connection uses what was checked. */
function checkedLookup(allowed: Set<string>, host: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const usable = allowed.has(host)
        ? addresses
        : addresses.filter((entry) => !refusedAddress(entry.address, allowed));
      if (usable.length === 0 || usable.length !== addresses.length)
        return callback(Object.assign(new Error(URL_REFUSED), { code: 'EREFUSED_ADDRESS' }), '', 4);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

function parse(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw refuse(URL_INVALID);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse(URL_INVALID);
  if (url.username || url.password) throw refuse(URL_INVALID);
  return url;
}

interface Hop {
  redirect?: string;
  contentType?: string;
  bytes?: Uint8Array;
}

function getOnce(url: URL, allowed: Set<string>, deadline: AbortSignal): Promise<Hop> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) && refusedAddress(host, allowed)) return Promise.reject(refuse(URL_REFUSED));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: checkedLookup(allowed, host),
        signal: deadline,
        headers: { accept: '*/*', 'user-agent': 'mailbox-attachment-fetch' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(refuse(URL_FAILED));
        }
        if (Number(response.headers['content-length'] ?? 0) > MAX_ATTACHMENT_BYTES) {
          response.destroy();
          return reject(invalid([{ field: 'url', detail: FILE_TOO_BIG }]));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ATTACHMENT_BYTES) {
            response.destroy();
            reject(invalid([{ field: 'url', detail: FILE_TOO_BIG }]));
          } else chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ contentType: response.headers['content-type'], bytes: new Uint8Array(Buffer.concat(chunks)) }),
        );
        response.on('error', () => reject(refuse(URL_FAILED)));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(refuse(error.code === 'EREFUSED_ADDRESS' ? URL_REFUSED : URL_FAILED)),
    );
  });
}

/**
 * Fetches a file for `attachment-from-url` on the server: http(s) only, public addresses only (addressPolicy.ts;
 * each redirect is checked again, at most 3), 10 MB at most, 15 seconds in all. Every refusal is a 400 on `url`.
 */
export async function fetchAttachment(raw: unknown, env: NodeJS.ProcessEnv = process.env): Promise<FetchedFile> {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw invalid([{ field: 'url', detail: 'url is a required field' }]);
  const allowed = allowList(env);
  const deadline = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let url = parse(raw.trim());
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const answer = await getOnce(url, allowed, deadline);
    if (answer.bytes) return { url, contentType: answer.contentType, bytes: answer.bytes };
    url = parse(answer.redirect!, url);
  }
  throw refuse(URL_FAILED);
}
