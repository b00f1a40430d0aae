/**
 * How a document route answers: the PDF bytes as an attachment with its file name, never cached, and the
 * API reference's description of such an answer (a file of media type application/pdf, not JSON).
 */
import type { FastifyReply } from 'fastify';

export const sendPdf = (reply: FastifyReply, bytes: Uint8Array, fileName: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));

/** For the API reference (`config.answerSchema`): the answer is a PDF file. */
export const pdfAnswer = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});
