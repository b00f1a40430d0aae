/**
 * Agency logos (spec 001 §7): a small logo (144×144, upload at most 50 kb) and a wide logo (300×72, at most
 * 150 kb), zoom 0.4–3 (spec 001 §9). `s` is the small logo, `m` the wide one.
 *
 *   POST   /api/agency/v1/logo/initial/{id}?isSmall   multipart `file` → {logoPath, width, height}
 *   POST   /api/agency/v1/logo?xCoordinate&yCoordinate {zoomFactor, width, height, logoPath, agencyId, small} → {logoPath, width, height}
 *   GET    /api/agency/v1/logo/s/{id}, /m/{id}        200 image/png or 204
 *   DELETE /api/agency/v1/logo/s/{id}, /m/{id}        204
 *
 * Writes need agency:update and reach the caller's own agency only (staff: any agency); another agency is 404.
 * A logo is the agency's public face (it shows on its pages and documents): any signed-in caller may read it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import { invalid, notFound } from '../../src/server/http/apiError';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { acceptUploads, uploadedForm } from '../documents/server';
import { imageUploadBody, logoCropBody } from './apiSchemas';
import { checkPath, cropBox } from './cropRequest';
import { cropImage, normaliseUpload } from './cropImage';
import { SMALL_LOGO, UPLOAD_FAILED, WIDE_LOGO, type PictureKind } from './pictureRules';
import type { PictureOwner, PictureStore } from './pictureStore';
import { sendImage } from './sendImage';
import type { Database } from '../../src/server/db/tables';

const LOGO = '/api/agency/v1/logo';
const tags = ['agencies'];
const WRITE = { permission: 'agency:update' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const yes = (value: unknown) =>
  value === true || ['true', '1', 'yes', 'on'].includes(String(value ?? '').toLowerCase());
const kindOf = (small: unknown): PictureKind => (yes(small) ? SMALL_LOGO : WIDE_LOGO);
const KINDS: Record<string, PictureKind> = { s: SMALL_LOGO, m: WIDE_LOGO };
/** The agency's record owns its logos. */
const logoOf = (agencyId: string): PictureOwner => ({
  resource: 'agencies',
  id: agencyId,
  permission: WRITE.permission,
});

export function registerLogoRoutes(app: FastifyInstance, db: Kysely<Database>, pictures: PictureStore): void {
  /** The agency a write names, if the caller may change its logos; 404 otherwise. */
  const writableAgency = async (request: FastifyRequest, id: unknown): Promise<string> => {
    const principal = principalOf(request);
    if (typeof id !== 'string' || !UUID.test(id)) throw notFound('Agency');
    if (!isStaff(principal) && id !== principal.accountId) throw notFound('Agency');
    const agency = await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', id)
      .where('accountType', '=', 'AGENCY')
      .executeTakeFirst();
    if (!agency) throw notFound('Agency');
    return id;
  };

  app.register(async (scope) => {
    // The larger limit here; the small logo's is checked once the form names it.
    acceptUploads(scope, { maxBytes: WIDE_LOGO.maxBytes, tooBig: WIDE_LOGO.tooBig, unreadable: UPLOAD_FAILED });
    scope.post<{ Params: { id: string } }>(
      `${LOGO}/initial/:id`,
      {
        config: { ...WRITE, bodySchema: imageUploadBody },
        schema: { tags, consumes: ['multipart/form-data'] },
        bodyLimit: WIDE_LOGO.maxBytes + 128 * 1024,
      },
      async (request) => {
        const agencyId = await writableAgency(request, request.params.id);
        const form = uploadedForm(request.body);
        const kind = kindOf((request.query as Record<string, unknown>).isSmall ?? form.fields.isSmall);
        if (!form.file) throw invalid([{ field: 'file', detail: UPLOAD_FAILED }]);
        if (form.file.bytes.length > kind.maxBytes) throw invalid([{ field: 'file', detail: kind.tooBig }]);
        const image = await normaliseUpload(form.file.name, form.file.bytes);
        const logoPath = await pictures.keep(
          principalOf(request),
          logoOf(agencyId),
          kind.kind,
          'initial',
          image.png,
          image,
        );
        return { logoPath, width: image.width, height: image.height };
      },
    );
  });

  app.post(LOGO, { config: { ...WRITE, bodySchema: logoCropBody }, schema: { tags } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const agencyId = await writableAgency(request, body.agencyId);
    const kind = kindOf(body.small);
    const box = cropBox(kind, request.query as Record<string, unknown>, body);
    checkPath(body.logoPath, (await pictures.find(agencyId, kind.kind, 'initial'))?.storageKey, 'logoPath');
    const original = await pictures.read(agencyId, kind.kind, 'initial');
    if (!original) throw invalid([{ field: 'logoPath', detail: UPLOAD_FAILED }]);
    const png = await cropImage(original, box, kind.output);
    const logoPath = await pictures.keep(
      principalOf(request),
      logoOf(agencyId),
      kind.kind,
      'cropped',
      png,
      kind.output,
    );
    return { logoPath, ...kind.output };
  });

  for (const [letter, kind] of Object.entries(KINDS)) {
    app.get<{ Params: { id: string } }>(
      `${LOGO}/${letter}/:id`,
      { config: { permission: 'any', mayAnswerNoContent: true }, schema: { tags } },
      async (request, reply) =>
        sendImage(
          reply,
          UUID.test(request.params.id) ? await pictures.read(request.params.id, kind.kind, 'cropped') : undefined,
        ),
    );
    app.delete<{ Params: { id: string } }>(
      `${LOGO}/${letter}/:id`,
      { config: { ...WRITE, answerStatus: 204 }, schema: { tags } },
      async (request, reply) => {
        const agencyId = await writableAgency(request, request.params.id);
        await pictures.drop(principalOf(request), logoOf(agencyId), kind.kind);
        return reply.status(204).send();
      },
    );
  }
}
