/**
 * How the sandbox's settlement reaches the callback route: an HTTP POST to this server's own listening address
 * (the path a real processor is configured to call), or, when the server is not listening (the server tests
 * run it in-process), the same request injected into Fastify, which runs the same route, hooks and checks.
 * PAYMENT_CALLBACK_BASE_URL overrides the address (e.g. behind a proxy).
 */
import type { FastifyInstance } from 'fastify';
import type { CallbackDelivery } from '../processor/paymentProcessor';

function ownAddress(app: FastifyInstance): string | undefined {
  if (process.env.PAYMENT_CALLBACK_BASE_URL) return process.env.PAYMENT_CALLBACK_BASE_URL.replace(/\/$/, '');
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === 'string') return undefined;
  const host =
    address.family === 'IPv6'
      ? address.address === '::'
        ? '[::1]'
        : `[${address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}`;
}

export const deliverToCallback =
  (app: FastifyInstance, path: string): CallbackDelivery =>
  async (body, headers) => {
    const base = ownAddress(app);
    if (base) {
      await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return;
    }
    await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  };
