/**
 * The picture and logo calls (spec 001 §7 "Logos and pictures"): an image read as bytes with the bearer token
 * (the HTTP client reads text), 204 meaning none; the initial upload and the crop over the one HTTP client.
 */
import { getAccessToken } from '../auth/tokenStore';
import { httpClient } from '../providers/instances';

/** An object URL of the image at `path`, or null when there is none (204, or any failure). */
export async function fetchImageUrl(path: string): Promise<string | null> {
  const request = () => {
    const token = getAccessToken();
    return fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
  };
  let response = await request();
  if (response.status === 401) {
    // Renews an expired token through the client, then asks again.
    await httpClient('/api/auth/v1/users/me').catch(() => undefined);
    response = await request();
  }
  if (response.status !== 200) return null;
  return URL.createObjectURL(await response.blob());
}

export interface InitialUpload {
  /** The server's path of the upload (`profilePath` / `logoPath`), named again by the crop. */
  path: string;
  width: number;
  height: number;
}

/** POST the file (multipart `file`); answers what the crop needs. */
export async function uploadInitial(path: string, file: File, pathField: 'profilePath' | 'logoPath'): Promise<InitialUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = (await httpClient(path, { method: 'POST', body })).json as Record<string, unknown>;
  return { path: String(answer[pathField]), width: Number(answer.width), height: Number(answer.height) };
}

/** POST the crop: x and y in the query, the rest in the body. */
export async function sendCrop(path: string, x: number, y: number, body: Record<string, unknown>): Promise<void> {
  const query = new URLSearchParams({ xCoordinate: String(x), yCoordinate: String(y) });
  await httpClient(`${path}${path.includes('?') ? '&' : '?'}${query}`, { method: 'POST', body: JSON.stringify(body) });
}
