/** react-admin's pages for what a signed-in page seldom shows (404, 403, a failed check, a crash): one lazy chunk. */
export { AccessDenied, AuthenticationError, Error as ErrorPage, NotFound } from 'react-admin';
