/**
 * Uploaded files in an S3 bucket (FILE_STORE=s3), against a real S3-compatible server that the test starts
 * (s3rver, on a free port, its own folder): a document uploaded through the API is an object in the bucket with the
 * same bytes, read through a separate S3 client; it downloads through the API with those bytes; nothing is written
 * to the folder store; deleting the document removes the object. Both databases.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, CreateBucketCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { DEMO, forEachDatabase, jwtPayload } from './support/databases';

const BUCKET = 'console-files';
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: mkdtempSync(path.join(os.tmpdir(), 's3-server-')),
});
const { port } = await server.run();
const endpoint = `http://127.0.0.1:${port}`;
const bucket = new S3Client({
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
await bucket.send(new CreateBucketCommand({ Bucket: BUCKET }));

// The file store reads the process's environment when the app is built; put it back for the files after this one.
const filesDir = mkdtempSync(path.join(os.tmpdir(), 'folder-store-'));
const S3_ENV = {
  FILE_STORE: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_PREFIX: 'uploads/',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  FILES_DIR: filesDir,
};
const before = Object.fromEntries(Object.keys(S3_ENV).map((name) => [name, process.env[name]]));
Object.assign(process.env, S3_ENV);
afterAll(async () => {
  for (const [name, value] of Object.entries(before))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  bucket.destroy();
  await server.close();
});

const objectBytes = async (key: string): Promise<Buffer | undefined> => {
  try {
    const got = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await got.Body!.transformToByteArray());
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  }
};

/** Bytes no text encoding would keep intact. */
const CONTENT = Uint8Array.from({ length: 5000 }, (_, i) => (i * 53 + 7) % 256);

forEachDatabase('files in an S3 bucket', (ctx) => {
  it('stores an uploaded document in the bucket, serves it back from there, and deletes it there', async () => {
    const alpha = await ctx.login(DEMO.alphaAdmin);
    const client = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('accountType', '=', 'CUSTOMER')
      .where('agencyId', '=', jwtPayload(alpha).acc as string)
      .executeTakeFirstOrThrow();
    const form = new FormData();
    form.append('file', new Blob([CONTENT as BlobPart]), 'loss-run.pdf');
    form.append('docName', 'Loss run 2025');
    form.append('docType', 'LOSS_RUN');
    form.append('accountId', String(client.id));
    const request = new Request('http://test.invalid/', { method: 'POST', body: form });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/docs/v1/upload/doc',
      headers: { authorization: `Bearer ${alpha}`, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const docId = uploaded.json().docId as string;

    const row = await ctx.db
      .selectFrom('documents')
      .select('storageKey')
      .where('id', '=', docId)
      .executeTakeFirstOrThrow();
    const stored = await objectBytes(`uploads/${row.storageKey}`);
    expect(stored, 'the object is in the bucket').toBeDefined();
    expect(Buffer.compare(stored!, Buffer.from(CONTENT))).toBe(0);
    expect(readdirSync(filesDir)).toEqual([]);

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/docs/v1/download?docId=${docId}`,
      headers: { authorization: `Bearer ${alpha}` },
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, Buffer.from(CONTENT))).toBe(0);

    const removed = await ctx.request('DELETE', `/api/docs/v1/${docId}`, { token: alpha });
    expect(removed.status, JSON.stringify(removed.json)).toBeLessThan(300);
    expect(await objectBytes(`uploads/${row.storageKey}`)).toBeUndefined();
  });
});
