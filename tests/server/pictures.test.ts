/**
 * Pictures and logos (spec 001 §5, §7 "Logos and pictures", §9) on both databases: a wide logo is
 * cropped on the server to 300×72 and a small one to 144×144 (sizes read from the stored image with sharp's
 * metadata, not from the API's answer); 204 when there is none; the size limits, the zoom ranges, the image
 * check and another agency's logo (404); the profile picture's crop and its 204 after delete.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO, forEachDatabase, jwtPayload, type ServerTestContext } from './support/databases';

process.env.FILES_DIR = mkdtempSync(path.join(os.tmpdir(), 'pictures-test-'));

async function multipart(file: { name: string; content: Uint8Array }) {
  const form = new FormData();
  form.append('file', new Blob([file.content as BlobPart]), file.name);
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(ctx: ServerTestContext, token: string, url: string, file: { name: string; content: Uint8Array }) {
  const { payload, contentType } = await multipart(file);
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, json: response.json() };
}

async function image(ctx: ServerTestContext, token: string, url: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, bytes: response.rawPayload, type: response.headers['content-type'] };
}

/** A striped picture of the given size and format, small enough for the logo limits. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .composite([
      {
        input: { create: { width: Math.floor(width / 2), height, channels: 3, background: { r: 20, g: 20, b: 220 } } },
        left: 0,
        top: 0,
      },
    ])
    .toFormat(format)
    .toBuffer();

const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

forEachDatabase('pictures', (ctx) => {
  let alpha: string;
  let beta: string;
  let staff: string;
  let alphaId: string;

  beforeAll(async () => {
    [alpha, beta, staff] = await Promise.all([
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.staff),
    ]);
    alphaId = jwtPayload(alpha).acc as string;
  });

  it('crops a wide logo to 300×72 and a small logo to 144×144 on the server', async () => {
    expect((await image(ctx, alpha, `/api/agency/v1/logo/m/${alphaId}`)).status).toBe(204);

    const wide = await upload(ctx, alpha, `/api/agency/v1/logo/initial/${alphaId}?isSmall=false`, {
      name: 'logo.jpg',
      content: await picture(900, 400, 'jpeg'),
    });
    expect(wide.status).toBe(200);
    const cropped = await ctx.request('POST', `/api/agency/v1/logo?xCoordinate=40&yCoordinate=30`, {
      token: alpha,
      body: { zoomFactor: 0.8, width: 600, height: 144, logoPath: wide.json.logoPath, agencyId: alphaId, small: false },
    });
    expect(cropped.status).toBe(200);
    const stored = await image(ctx, beta, `/api/agency/v1/logo/m/${alphaId}`);
    expect(stored.status).toBe(200);
    expect(stored.type).toBe('image/png');
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 72]);

    const small = await upload(ctx, staff, `/api/agency/v1/logo/initial/${alphaId}?isSmall=true`, {
      name: 'mark.gif',
      content: await picture(200, 200, 'gif'),
    });
    expect(small.status).toBe(200);
    const smallCrop = await ctx.request('POST', `/api/agency/v1/logo?xCoordinate=0&yCoordinate=0`, {
      token: staff,
      body: { zoomFactor: 1.5, width: 288, height: 288, logoPath: small.json.logoPath, agencyId: alphaId, small: true },
    });
    expect(smallCrop.status).toBe(200);
    const smallMeta = await sharp((await image(ctx, alpha, `/api/agency/v1/logo/s/${alphaId}`)).bytes).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([144, 144]);

    expect((await ctx.request('DELETE', `/api/agency/v1/logo/m/${alphaId}`, { token: beta })).status).toBe(404);
    expect((await ctx.request('DELETE', `/api/agency/v1/logo/m/${alphaId}`, { token: alpha })).status).toBe(204);
    expect((await image(ctx, alpha, `/api/agency/v1/logo/m/${alphaId}`)).status).toBe(204);
  });

  it("records a logo change in the agency's history and keeps its version, so a form open on the agency still saves", async () => {
    const agencyUrl = `/api/auth/v1/admin/agencies/${alphaId}`;
    const before = (await ctx.request('GET', agencyUrl, { token: alpha })).json;
    const wide = await upload(ctx, alpha, `/api/agency/v1/logo/initial/${alphaId}?isSmall=false`, {
      name: 'logo.png',
      content: await picture(600, 200, 'png'),
    });
    expect(wide.status).toBe(200);
    expect((await ctx.request('DELETE', `/api/agency/v1/logo/m/${alphaId}`, { token: alpha })).status).toBe(204);
    expect((await ctx.request('GET', agencyUrl, { token: alpha })).json.version).toBe(before.version);
    const saved = await ctx.request('PUT', agencyUrl, {
      token: alpha,
      body: { ...before, name: before.name },
    });
    expect(saved.status).toBe(200);
    const history = (await ctx.request('GET', `${agencyUrl}/history`, { token: alpha })).json as {
      action: string;
      actorEmail: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    const [removed, uploaded] = history.filter((entry) => entry.action.endsWith('Picture'));
    expect(removed).toMatchObject({ action: 'removePicture', changes: [{ field: 'logo-wide', after: null }] });
    expect(uploaded).toMatchObject({
      action: 'uploadPicture',
      actorEmail: DEMO.alphaAdmin,
      changes: [{ field: 'logo-wide', after: 'initial' }],
    });
  });

  it('refuses what the spec does not accept, naming the field', async () => {
    const big = Buffer.concat([await picture(100, 100, 'png'), Buffer.alloc(60 * 1024)]);
    const tooBig = await upload(ctx, alpha, `/api/agency/v1/logo/initial/${alphaId}?isSmall=true`, {
      name: 'big.png',
      content: big,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.errors).toEqual([{ field: 'file', detail: 'The image is too big, 50kb max.' }]);
    const notImage = await upload(ctx, alpha, `/api/agency/v1/logo/initial/${alphaId}`, {
      name: 'logo.png',
      content: new TextEncoder().encode('not an image'),
    });
    expect(notImage.json.errors).toEqual([
      { field: 'file', detail: 'There has been an error uploading the image. Try again' },
    ]);
    const wrongType = await upload(ctx, alpha, '/api/user/v1/pic/initial', {
      name: 'me.bmp',
      content: await picture(10, 10, 'png'),
    });
    expect(fields(wrongType.json)).toEqual(['file']);
    const foreign = await upload(ctx, beta, `/api/agency/v1/logo/initial/${alphaId}`, {
      name: 'logo.png',
      content: await picture(300, 72, 'png'),
    });
    expect(foreign.status).toBe(404);

    const initial = await upload(ctx, alpha, `/api/agency/v1/logo/initial/${alphaId}`, {
      name: 'logo.png',
      content: await picture(300, 72, 'png'),
    });
    const zoom = await ctx.request('POST', `/api/agency/v1/logo?xCoordinate=0&yCoordinate=0`, {
      token: alpha,
      body: {
        zoomFactor: 0.3,
        width: 300,
        height: 72,
        logoPath: initial.json.logoPath,
        agencyId: alphaId,
        small: false,
      },
    });
    expect(fields(zoom.json)).toEqual(['zoomFactor']);
    const pic = await upload(ctx, alpha, '/api/user/v1/pic/initial', {
      name: 'me.png',
      content: await picture(50, 50, 'png'),
    });
    const picZoom = await ctx.request('POST', `/api/user/v1/pic/crop?xCoordinate=0&yCoordinate=0`, {
      token: alpha,
      body: { zoomFactor: 0.8, sideLength: 40, profilePath: pic.json.profilePath },
    });
    expect(fields(picZoom.json)).toEqual(['zoomFactor']);
  });

  it("keeps the caller's profile picture cropped, 204 when there is none", async () => {
    const owner = await ctx.login(DEMO.alphaAgent);
    expect((await image(ctx, owner, '/api/user/v1/pic')).status).toBe(204);
    const pic = await upload(ctx, owner, '/api/user/v1/pic/initial', {
      name: 'me.jpeg',
      content: await picture(400, 300, 'jpeg'),
    });
    expect(pic.status).toBe(200);
    const crop = await ctx.request('POST', `/api/user/v1/pic/crop?xCoordinate=100&yCoordinate=50`, {
      token: owner,
      body: { zoomFactor: 2, sideLength: 300, profilePath: pic.json.profilePath },
    });
    expect(crop.status).toBe(200);
    const mine = await image(ctx, owner, '/api/user/v1/pic');
    const meta = await sharp(mine.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect((await image(ctx, alpha, `/api/user/v1/pic/email/${DEMO.alphaAgent}`)).status).toBe(200);
    expect((await image(ctx, beta, `/api/user/v1/pic/email/${DEMO.alphaAgent}`)).status).toBe(204);
    expect((await ctx.request('DELETE', '/api/user/v1/pic', { token: owner })).status).toBe(204);
    expect((await image(ctx, owner, '/api/user/v1/pic')).status).toBe(204);
  });
});
