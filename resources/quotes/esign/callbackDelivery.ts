/**
 * How the sandbox's callback reaches the callback route: an HTTP POST to this server's own listening address (the
 * path a real provider is configured to call), or, when the server is not listening (the server tests run it
 * in-process), the same request injected into Fastify, which runs the same route, hooks and checks.
 * ESIGN_CALLBACK_BASE_URL overrides the address (e.g. behind a proxy).
 */
import type { FastifyInstance } from 'fastify';
import type { EnvelopeCallbackDelivery } from './signatureProvider';

function ownAddress(app: FastifyInstance): string | undefined {
  if (process.env.ESIGN_CALLBACK_BASE_URL) return process.env.ESIGN_CALLBACK_BASE_URL.replace(/\/$/, '');
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === 'string') return undefined;
  const any = address.address === '::' || address.address === '0.0.0.0';
  const host =
    address.family === 'IPv6' ? (any ? '[::1]' : `[${address.address}]`) : any ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

export const deliverEnvelopeCallback =
  (app: FastifyInstance, path: string): EnvelopeCallbackDelivery =>
  async (body, headers) => {
    const base = ownAddress(app);
    const sent = { 'content-type': 'application/json', ...headers };
    if (base) {
      const answer = await fetch(`${base}${path}`, { method: 'POST', headers: sent, body: JSON.stringify(body) });
      if (!answer.ok) throw new Error(`The e-signature callback answered ${answer.status}`);
      return;
    }
    const answer = await app.inject({ method: 'POST', url: path, headers: sent, payload: JSON.stringify(body) });
    if (answer.statusCode >= 300) throw new Error(`The e-signature callback answered ${answer.statusCode}`);
  };
