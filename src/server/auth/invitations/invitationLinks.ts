import { ApiError } from '../../http/apiError';
import type { AuthLink, AuthLinks } from '../authLinks';

/** Texts of spec 000 §8.3. */
export const TOKEN_NOT_FOUND = 'Link Expired/Not Found!';
export const JOIN_LINK_NOT_FOUND = 'Email Setup Link Expired/Not Found!';
export const TOKEN_AUTHORIZATION_FAILED = 'Authorization Failed for Token';

/** The live invitation behind a token, or the given error (unknown, used and expired links look alike). */
export async function liveInvitation(
  links: AuthLinks,
  token: string | undefined,
  failure: ApiError,
): Promise<AuthLink> {
  const link = token ? await links.find('INVITATION', token) : undefined;
  if (!link) throw failure;
  return link;
}

/** A value a link was created with, when it is a string. */
export const linkText = (link: AuthLink, key: string): string | null =>
  typeof link.data[key] === 'string' ? (link.data[key] as string) : null;
