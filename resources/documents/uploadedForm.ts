/**
 * A multipart/form-data upload (a document, a picture, a logo) read with the platform's own multipart reader
 * (the WHATWG `Request.formData()` Node ships), in the upload routes' scope only. The text fields stay plain
 * strings the input boundary inspects like any body; the file's bytes ride in a private field, out of its walk.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../src/server/http/apiError';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export class UploadedForm {
  readonly #file: UploadedFile | undefined;
  readonly fields: Record<string, string>;

  constructor(file: UploadedFile | undefined, fields: Record<string, string>) {
    this.#file = file;
    this.fields = fields;
  }

  get file(): UploadedFile | undefined {
    return this.#file;
  }
}

/** Room for the form's boundaries and text fields beside the file. */
const FORM_OVERHEAD = 64 * 1024;

export interface UploadLimits {
  /** Largest file accepted, bytes. */
  maxBytes: number;
  /** The 400 on `file` when it is larger. */
  tooBig: string;
  /** The 400 on `file` when the body is not a readable form. */
  unreadable: string;
}

async function readForm(
  request: FastifyRequest,
  payload: AsyncIterable<Buffer>,
  limits: UploadLimits,
): Promise<UploadedForm> {
  const tooBig = () => invalid([{ field: 'file', detail: limits.tooBig }]);
  if (Number(request.headers['content-length'] ?? 0) > limits.maxBytes + FORM_OVERHEAD) throw tooBig();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > limits.maxBytes + FORM_OVERHEAD) throw tooBig();
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
    throw invalid([{ field: 'file', detail: limits.unreadable }]);
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file' && value.size > 0) {
      if (value.size > limits.maxBytes) throw tooBig();
      file = { name: (value as File).name ?? '', bytes: new Uint8Array(await value.arrayBuffer()) };
    }
  }
  return new UploadedForm(file, fields);
}

/** Lets the routes registered in `scope` take multipart/form-data bodies as an `UploadedForm`. */
export function acceptUploads(scope: FastifyInstance, limits: UploadLimits): void {
  scope.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    readForm(request, payload, limits).then(
      (form) => done(null, form),
      (error: Error) => done(error, undefined),
    );
  });
}

export const uploadedForm = (body: unknown): UploadedForm =>
  body instanceof UploadedForm ? body : new UploadedForm(undefined, {});
