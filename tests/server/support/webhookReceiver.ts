/**
 * A webhook receiver for tests: a real HTTP server that acknowledges (200) each delivery it is sent and records
 * the delivery ids it acknowledged. While held, it keeps the requests open without answering; released, it
 * answers those 503 (the sender tries again later) and acknowledges from then on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookReceiver {
  url: string;
  /** Delivery ids (X-Webhook-Id) in the order they were acknowledged, repeats included. */
  acknowledged: string[];
  /** Requests open and unanswered while held. */
  held: () => number;
  /** Held requests their sender gave up on (closed before an answer). */
  abandoned: () => number;
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const acknowledged: string[] = [];
  let holding = false;
  let abandoned = 0;
  const waiting = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (holding) {
        waiting.add(response);
        response.on('close', () => {
          if (waiting.delete(response) && !response.writableEnded) abandoned += 1;
        });
        return;
      }
      acknowledged.push(String(request.headers['x-webhook-id']));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    acknowledged,
    held: () => waiting.size,
    abandoned: () => abandoned,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      const answered = [...waiting];
      waiting.clear();
      for (const response of answered) if (!response.destroyed) response.writeHead(503).end();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
