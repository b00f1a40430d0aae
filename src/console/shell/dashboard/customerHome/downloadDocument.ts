import { getAccessToken } from '../../../auth/tokenStore';

/** GETs a document of the API with the session's token and saves it under the name the server gives. */
export async function downloadDocument(path: string, fallbackName: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(path, { headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
