/**
 * The bulk upload is a form upload (spec 001 §7: "a form upload, which omits the content type"): multipart/form-data
 * with `file`, `tags` (names joined by commas), `redAccounts` and, for staff, `agencyId`. It is read with the
 * platform's own multipart reader (the WHATWG `Request.formData()` Node ships), in the upload route's scope only.
 * The text fields stay plain strings, so the input boundary inspects them like any body; the file's bytes are
 * kept out of its walk.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../src/server/http/apiError';
import { FILE_TOO_BIG, MAX_FILE_BYTES, UNREADABLE } from './messages';

/** Room for the form's boundaries and text fields beside a file of the largest size. */
const FORM_OVERHEAD = 64 * 1024;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** The form's text fields, as the boundary sees them; the file rides in a private field. */
export class UploadForm {
  readonly #file: UploadedFile | undefined;
  readonly tags?: string;
  readonly redAccounts?: string;
  readonly agencyId?: string;

  constructor(file: UploadedFile | undefined, fields: Record<string, string | undefined>) {
    this.#file = file;
    this.tags = fields.tags;
    this.redAccounts = fields.redAccounts;
    this.agencyId = fields.agencyId;
  }

  get file(): UploadedFile | undefined {
    return this.#file;
  }
}

const tooBig = () => invalid([{ field: 'file', detail: FILE_TOO_BIG }]);

async function readForm(request: FastifyRequest, payload: AsyncIterable<Buffer>): Promise<UploadForm> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES + FORM_OVERHEAD) throw tooBig();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > MAX_FILE_BYTES + FORM_OVERHEAD) throw tooBig();
    chunks.push(chunk);
  }
  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type']) },
      body: Buffer.concat(chunks),
    }).formData();
  } catch {
    throw invalid([{ field: 'file', detail: UNREADABLE }]);
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const entry = form.get('file');
  let file: UploadedFile | undefined;
  if (entry && typeof entry !== 'string' && entry.size > 0) {
    if (entry.size > MAX_FILE_BYTES) throw tooBig();
    file = { name: (entry as File).name ?? '', bytes: new Uint8Array(await entry.arrayBuffer()) };
  }
  return new UploadForm(file, { tags: text('tags'), redAccounts: text('redAccounts'), agencyId: text('agencyId') });
}

/** Lets the routes registered in `scope` take multipart/form-data bodies as an `UploadForm`. */
export function acceptUploadForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    readForm(request, payload).then(
      (form) => done(null, form),
      (error: Error) => done(error, undefined),
    );
  });
}
