/**
 * The picture and logo calls (spec 001 §7 "Logos and pictures"), platform methods of the data provider (the image
 * itself is read with `bytes`):
 *
 *   uploadPicture(path, file, pathField)     POST {path}, multipart `file`       answers what the crop needs
 *   cropPicture(path, x, y, body)            POST {path}?xCoordinate=x&yCoordinate=y, the rest in the body
 *   removePicture(path)                      DELETE {path}
 */
import { defineDataProviderMethods } from '../providers/methods';

export interface InitialUpload {
  /** The server's path of the upload (`profilePath` / `logoPath`), named again by the crop. */
  path: string;
  width: number;
  height: number;
}

export const pictureMethods = defineDataProviderMethods(({ httpClient }) => ({
  uploadPicture: async (path: string, file: File, pathField: 'profilePath' | 'logoPath'): Promise<InitialUpload> => {
    const body = new FormData();
    body.append('file', file, file.name);
    const answer = (await httpClient(path, { method: 'POST', body })).json as Record<string, unknown>;
    return { path: String(answer[pathField]), width: Number(answer.width), height: Number(answer.height) };
  },

  cropPicture: async (path: string, x: number, y: number, body: Record<string, unknown>): Promise<void> => {
    const query = new URLSearchParams({ xCoordinate: String(x), yCoordinate: String(y) });
    await httpClient(`${path}${path.includes('?') ? '&' : '?'}${query}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
  },

  removePicture: async (path: string): Promise<void> => {
    await httpClient(path, { method: 'DELETE' });
  },
}));
