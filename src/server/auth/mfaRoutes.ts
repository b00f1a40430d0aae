import type { FastifyInstance } from 'fastify';
import { NO_BODY } from '../http/apiReference';
import QRCode from 'qrcode';
import { ApiError } from '../http/apiError';
import { principalOf } from './authPlugin';
import { findUserByEmail, type AuthServices } from './authServices';
import { sendMfaResetLink } from './messages';
import type { Principal } from './principal';
import { CODE_INVALID, sendFactorCode } from './secondFactor';
import { LIMITS } from './throttle';
import { newTotpSecret, totpStep, totpUri } from './totp';
import { ACTING_AS_REFUSED, isActingAs } from './actingAs';
import { changeOwnUser } from './ownUserChanges';

export const MFA_TYPES = ['GOOGLE', 'SMS', 'EMAIL'] as const;
export const PHONE_NEEDED = 'Add a phone number to your profile before choosing text messages.';
export const MFA_RESET_NOT_FOUND = 'This link has expired or was already used.';

// Two consecutive codes typed by hand may take a minute or two: accept them within four steps of now.
const ENROL_WINDOW = 4;

/** Enrolment (spec 000 §3 "For enrolment: mfaType, mfa1, mfa2"), and the MFA reset by e-mail link. */
export function registerMfaRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, throttle, links, codes } = services;

  const ownUser = async (principal: Principal) => {
    if (isActingAs(principal)) throw new ApiError(403, ACTING_AS_REFUSED);
    return db.selectFrom('users').selectAll().where('id', '=', principal.userId).executeTakeFirstOrThrow();
  };

  app.put<{ Querystring: { mfaType: (typeof MFA_TYPES)[number] } }>(
    '/api/auth/v1/mfa/update',
    {
      config: { permission: 'any', bodySchema: NO_BODY },
      schema: {
        tags: ['auth'],
        querystring: {
          type: 'object',
          required: ['mfaType'],
          properties: { mfaType: { type: 'string', enum: [...MFA_TYPES] } },
        },
      },
    },
    async (request) => {
      const user = await ownUser(principalOf(request));
      const { mfaType } = request.query;
      if (mfaType === 'GOOGLE') {
        const secret = newTotpSecret();
        await db.updateTable('users').set({ mfaPendingSecret: secret }).where('id', '=', user.id).execute();
        const uri = totpUri(secret, user.email);
        return { mfaType, secret, otpauthUri: uri, qrCode: await QRCode.toDataURL(uri) };
      }
      if (mfaType === 'SMS' && !user.phone)
        throw new ApiError(400, PHONE_NEEDED, [{ field: 'mfaType', detail: PHONE_NEEDED }]);
      const to =
        mfaType === 'SMS'
          ? { channel: 'SMS' as const, recipient: user.phone as string }
          : { channel: 'EMAIL' as const, recipient: user.email };
      await sendFactorCode(services, user, 'ENROL', to);
      return { mfaType, sentTo: to.recipient };
    },
  );

  app.post<{ Body: { mfaType: (typeof MFA_TYPES)[number]; mfa1: string; mfa2?: string } }>(
    '/api/auth/v1/mfa/verify',
    {
      config: { permission: 'any' },
      schema: {
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['mfaType', 'mfa1'],
          properties: {
            mfaType: { type: 'string', enum: [...MFA_TYPES] },
            mfa1: { type: 'string' },
            mfa2: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const user = await ownUser(principalOf(request));
      const { mfaType, mfa1, mfa2 } = request.body;
      await throttle.refuseWhenOver([{ key: `fail-mfa:${user.id}`, rule: LIMITS.accountFailures }]);
      const refuse = async () => {
        await throttle.count(`fail-mfa:${user.id}`, LIMITS.accountFailures);
        return new ApiError(400, CODE_INVALID, [{ field: 'mfa1', detail: CODE_INVALID }]);
      };
      if (mfaType === 'GOOGLE') {
        const secret = user.mfaPendingSecret;
        const first = secret ? totpStep(secret, mfa1, ENROL_WINDOW) : undefined;
        const second = secret && mfa2 ? totpStep(secret, mfa2, ENROL_WINDOW) : undefined;
        // Two consecutive codes prove the app's clock and secret agree with ours, not a lucky guess.
        if (first === undefined || second !== first + 1) throw await refuse();
        await changeOwnUser(db, user.id, 'mfa-enrol', {
          mfaType,
          mfaSecret: secret,
          mfaPendingSecret: null,
          mfaLastStep: second,
        });
      } else {
        if (!(await codes.consume(user.id, 'ENROL', mfa1))) throw await refuse();
        await changeOwnUser(db, user.id, 'mfa-enrol', { mfaType, mfaSecret: null, mfaPendingSecret: null });
      }
      await throttle.clear(`fail-mfa:${user.id}`);
      return { mfaType };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/api/auth/v1/mfa/reset',
    {
      config: { public: true, answerStatus: 204 },
      schema: {
        tags: ['auth'],
        body: { type: 'object', required: ['email'], properties: { email: { type: 'string', maxLength: 320 } } },
      },
    },
    async (request, reply) => {
      await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
      const user = await findUserByEmail(db, request.body.email);
      if (user?.enabled && user.mfaType !== 'NONE') {
        await throttle.hit(`send:${user.id}`, LIMITS.accountSends);
        await sendMfaResetLink(services, user.email, await links.create('MFA_RESET', user.email, user.id));
      }
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/auth/v1/validateMFAReset/:token',
    { config: { public: true, bodySchema: NO_BODY }, schema: { tags: ['auth'] } },
    async (request) => {
      const link = await links.find('MFA_RESET', request.params.token);
      if (!link?.userId || !(await links.spend(link.id))) throw new ApiError(404, MFA_RESET_NOT_FOUND);
      await changeOwnUser(db, link.userId, 'mfa-reset', { mfaType: 'NONE', mfaSecret: null, mfaPendingSecret: null });
      return { email: link.email, mfaType: 'NONE' };
    },
  );
}
