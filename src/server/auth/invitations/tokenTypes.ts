/**
 * The validation token types of spec 000 §2.5. This server issues NEW_ACCOUNT (sign-up of a new organisation)
 * and EXISTING_ACCOUNT (a user added to an existing one); the console branches on the whole table.
 */
export const SIGN_UP_TOKEN_TYPES = ['NEW_ACCOUNT'] as const;
export const JOIN_TOKEN_TYPES = ['EXISTING_ACCOUNT', 'QUOTE_SENT_NEW_USER', 'QUOTE_LINK_NEW_AGENT'] as const;
export const EXISTING_USER_TOKEN_TYPES = [
  'EXISTING_USER',
  'QUOTE_SENT_EXISTING_USER',
  'QUOTE_LINK_EXISTING_AGENT',
] as const;

export type TokenType =
  (typeof SIGN_UP_TOKEN_TYPES)[number] | (typeof JOIN_TOKEN_TYPES)[number] | (typeof EXISTING_USER_TOKEN_TYPES)[number];

export const isJoinTokenType = (type: unknown): boolean => (JOIN_TOKEN_TYPES as readonly unknown[]).includes(type);
