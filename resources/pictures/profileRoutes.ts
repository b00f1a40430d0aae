/**
 * Profile pictures (spec 001 §7): the caller's own picture.
 *
 *   POST   /api/user/v1/pic/initial        multipart `file` (png, jpg, jpeg, gif; at most 2 MB) → {profilePath, width, height}
 *   POST   /api/user/v1/pic/crop?xCoordinate&yCoordinate  {zoomFactor 1–3, sideLength, profilePath} → {profilePath, width, height}
 *   GET    /api/user/v1/pic                200 image/png or 204
 *   DELETE /api/user/v1/pic                204
 *   GET    /api/user/v1/pic/email/{email}  a user of the caller's organisation (staff: anyone); 204 otherwise
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { acceptUploads, uploadedForm } from '../documents/server';
import { imageUploadBody, pictureCropBody } from './apiSchemas';
import { checkPath, cropBox } from './cropRequest';
import { cropImage, normaliseUpload } from './cropImage';
import { PROFILE_PICTURE, UPLOAD_FAILED } from './pictureRules';
import type { PictureOwner, PictureStore } from './pictureStore';
import type { Principal } from '../../src/server/auth/principal';
import { sendImage } from './sendImage';
import { invalid } from '../../src/server/http/apiError';
import type { Database } from '../../src/server/db/tables';

const PIC = '/api/user/v1/pic';
const tags = ['users'];
const ANY = { permission: 'any' };
/** The caller's own user record owns its profile picture. */
const ownPicture = (principal: Principal): PictureOwner => ({
  resource: 'users',
  id: principal.userId,
  permission: 'any',
});

export function registerProfilePictureRoutes(app: FastifyInstance, db: Kysely<Database>, pictures: PictureStore): void {
  const kind = PROFILE_PICTURE;

  app.register(async (scope) => {
    acceptUploads(scope, { maxBytes: kind.maxBytes, tooBig: kind.tooBig, unreadable: UPLOAD_FAILED });
    scope.post(
      `${PIC}/initial`,
      {
        config: { ...ANY, bodySchema: imageUploadBody },
        schema: { tags, consumes: ['multipart/form-data'] },
        bodyLimit: kind.maxBytes + 128 * 1024,
      },
      async (request) => {
        const form = uploadedForm(request.body);
        if (!form.file) throw invalid([{ field: 'file', detail: UPLOAD_FAILED }]);
        const image = await normaliseUpload(form.file.name, form.file.bytes);
        const principal = principalOf(request);
        const profilePath = await pictures.keep(
          principal,
          ownPicture(principal),
          kind.kind,
          'initial',
          image.png,
          image,
        );
        return { profilePath, width: image.width, height: image.height };
      },
    );
  });

  app.post(`${PIC}/crop`, { config: { ...ANY, bodySchema: pictureCropBody }, schema: { tags } }, async (request) => {
    const principal = principalOf(request);
    const userId = principal.userId;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const box = cropBox(kind, request.query as Record<string, unknown>, body);
    const initial = await pictures.find(userId, kind.kind, 'initial');
    checkPath(body.profilePath, initial?.storageKey, 'profilePath');
    const original = await pictures.read(userId, kind.kind, 'initial');
    if (!original) throw invalid([{ field: 'profilePath', detail: UPLOAD_FAILED }]);
    const png = await cropImage(original, box, kind.output);
    const profilePath = await pictures.keep(principal, ownPicture(principal), kind.kind, 'cropped', png, kind.output);
    return { profilePath, ...kind.output };
  });

  app.get(PIC, { config: { ...ANY, mayAnswerNoContent: true }, schema: { tags } }, async (request, reply) =>
    sendImage(reply, await pictures.read(principalOf(request).userId, kind.kind, 'cropped')),
  );

  app.delete(PIC, { config: { ...ANY, answerStatus: 204 }, schema: { tags } }, async (request, reply) => {
    const principal = principalOf(request);
    await pictures.drop(principal, ownPicture(principal), kind.kind);
    return reply.status(204).send();
  });

  app.get<{ Params: { email: string } }>(
    `${PIC}/email/:email`,
    { config: { ...ANY, mayAnswerNoContent: true }, schema: { tags } },
    async (request, reply) => {
      const principal = principalOf(request);
      const user = await db
        .selectFrom('users')
        .select(['id', 'accountId'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', request.params.email.toLowerCase()))
        .executeTakeFirst();
      const visible = user && (isStaff(principal) || user.accountId === principal.accountId);
      return sendImage(reply, visible ? await pictures.read(String(user.id), kind.kind, 'cropped') : undefined);
    },
  );
}
