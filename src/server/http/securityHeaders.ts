import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_PATH } from './apiReference/referencePage';

/** What the policy needs to know of the deployment: the single sign-on provider the console talks to, if any. */
export interface SecurityHeaderSettings {
  /** The SSO authority (MSAL fetches its metadata and token endpoints from the browser). */
  ssoAuthority?: string;
}

const HSTS_SECONDS = 365 * 24 * 60 * 60;

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The console's Content-Security-Policy. Scripts come only from the app's own origin: the build emits no inline
 * script, and no inline script or event handler runs, whoever wrote it into the page. `'unsafe-eval'` is allowed
 * because the schema forms validate in the browser with ajv, which compiles each JSON Schema into a function; the
 * forms are composed by the server at run time (region, analysts' files), so they cannot be compiled at build time.
 * Styles allow inline: MUI styles through emotion, which inserts `<style>` elements at run time, and the console's
 * components set `style` attributes; a nonce would need every style-inserting library to carry it. Images may be
 * `data:` and `blob:` URLs (the picture crop dialog previews a local file). The SSO provider's origin is allowed for
 * MSAL's fetches and its silent-renewal frame. Trusted Types are required for script sinks: the console's default
 * policy (src/console/trustedTypes/defaultPolicy.ts) is the only policy, and passes only what the console and its
 * libraries write there.
 */
export function contentSecurityPolicy(settings: SecurityHeaderSettings): Record<string, string[]> {
  return { ...apiReferencePolicy(settings), ...TRUSTED_TYPES };
}

const TRUSTED_TYPES: Record<string, string[]> = {
  'require-trusted-types-for': ["'script'"],
  'trusted-types': ['default'],
};

/**
 * The API reference page's policy (`/api/docs`, Swagger UI): the console's without Trusted Types. Swagger UI writes
 * the document's descriptions, rendered from Markdown and sanitised by DOMPurify, with innerHTML, and the page has
 * no policy of its own.
 */
function apiReferencePolicy(settings: SecurityHeaderSettings): Record<string, string[]> {
  const sso = originOf(settings.ssoAuthority);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sso],
    'frame-src': sso.length ? sso : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer (OWASP ASVS V3.4): the policy above (the API reference's on its page), `nosniff`, no framing, a strict referrer
 * policy, HSTS on answers served over HTTPS (directly, or through a trusted proxy that says so), and `no-store` on
 * API answers that do not set their own caching (they carry personal data).
 */
export async function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(settings) },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  const apiReference = Object.entries(apiReferencePolicy(settings))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?', 1)[0];
    if (path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`))
      reply.header('content-security-policy', apiReference);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', `max-age=${HSTS_SECONDS}; includeSubDomains`);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
