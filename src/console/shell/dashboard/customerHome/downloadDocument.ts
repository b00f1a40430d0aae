import { getAccessToken } from '../../../auth/tokenStore';
import { saveResponse } from '../../../export/saveFile';

/** GETs a document of the API with the session's token and saves it under the name the server gives. */
export async function downloadDocument(path: string, fallbackName: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(path, { headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) throw new Error(String(response.status));
  await saveResponse(response, fallbackName);
}
