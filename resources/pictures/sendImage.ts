import type { FastifyReply } from 'fastify';

/** 200 with the PNG, or 204 when there is none (spec 000 §6: "200 gives the image, 204 means none"). */
export const sendImage = (reply: FastifyReply, png: Buffer | undefined) =>
  png
    ? reply.header('content-type', 'image/png').header('cache-control', 'private, no-cache').send(png)
    : reply.status(204).send();
