/**
 * The picture and logo calls (spec 001 §7 "Logos and pictures"): the initial upload and the crop over the one HTTP
 * client (the image itself is read with the data provider's `bytes`).
 */
import { httpClient } from '../providers/instances';

export interface InitialUpload {
  /** The server's path of the upload (`profilePath` / `logoPath`), named again by the crop. */
  path: string;
  width: number;
  height: number;
}

/** POST the file (multipart `file`); answers what the crop needs. */
export async function uploadInitial(
  path: string,
  file: File,
  pathField: 'profilePath' | 'logoPath',
): Promise<InitialUpload> {
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
