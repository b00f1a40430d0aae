import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { EMAIL_TAKEN } from '../emailTaken';
import { hasPermission } from '../../../shared/permissions/checkPermission';
import { forbidden, invalid } from '../../http/apiError';
import { hashSecret } from '../authLinks';
import { principalOf } from '../authPlugin';
import type { AuthServices } from '../authServices';
import { normaliseEmail } from '../authServices';
import { sendSignUpInvitation } from './invitationMessage';
import type { TokenType } from './tokenTypes';

export const EMAIL_INVALID = 'Please enter a valid email address';
export const SELECT_AGENCY = 'Please select an Agency';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const invitationCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const body = {
  type: 'object',
  required: ['email', 'accountType'],
  properties: {
    email: { type: 'string', maxLength: 320 },
    accountType: { type: 'string', enum: ['AGENCY', 'CUSTOMER'] },
    agencyId: { type: 'string', maxLength: 36 },
    firstName: { type: 'string', maxLength: 100 },
    lastName: { type: 'string', maxLength: 100 },
  },
  additionalProperties: false,
} as const;

interface InvitationBody {
  email: string;
  accountType: 'AGENCY' | 'CUSTOMER';
  agencyId?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * `POST /api/auth/v1/invitations` (the spec names no path): invites someone to sign up a new organisation
 * (tokenType NEW_ACCOUNT). Staff invite agencies (`agency:create`); an agency invites a policyholder, which
 * becomes its client (`account:create`; staff name the agency). The e-mail carries the link and an invitation
 * code that the sign-up form asks for; both are stored hashed.
 */
export function registerSignUpInvitationRoute(app: FastifyInstance, services: AuthServices): void {
  const { db, links } = services;
  app.post<{ Body: InvitationBody }>(
    '/api/auth/v1/invitations',
    { config: { permission: ['agency:create', 'account:create'] }, schema: { tags: ['auth'], body } },
    async (request, reply) => {
      const principal = principalOf(request);
      const { accountType, firstName, lastName } = request.body;
      const email = normaliseEmail(request.body.email);
      if (!hasPermission(principal.permissions, [accountType === 'AGENCY' ? 'agency:create' : 'account:create']))
        throw forbidden();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalid([{ field: 'email', detail: EMAIL_INVALID }]);
      if (
        await db
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', email)
          .executeTakeFirst()
      )
        throw invalid([{ field: 'email', detail: EMAIL_TAKEN }]);

      let agencyId: string | null = null;
      if (accountType === 'CUSTOMER') {
        if (principal.accountType === 'AGENCY') agencyId = principal.accountId;
        else if (principal.accountType === 'PROVIDER') agencyId = request.body.agencyId ?? null;
        else throw forbidden();
        const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
        const agency =
          agencyId && uuid.test(agencyId)
            ? await db
                .selectFrom('accounts')
                .select('id')
                .where('id', '=', agencyId)
                .where('accountType', '=', 'AGENCY')
                .executeTakeFirst()
            : undefined;
        if (!agency) throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
      }
      // The new organisation is in the inviter's country (the region of this installation).
      const inviter = await db
        .selectFrom('accounts')
        .select('country')
        .where('id', '=', principal.accountId)
        .executeTakeFirstOrThrow();
      const code = invitationCode();
      const tokenType: TokenType = 'NEW_ACCOUNT';
      const token = await links.create('INVITATION', email, null, {
        tokenType,
        accountType,
        agencyId,
        country: inviter.country,
        firstName: firstName ?? null,
        lastName: lastName ?? null,
        invitationCodeHash: hashSecret(code),
        invitedBy: principal.userId,
      });
      await sendSignUpInvitation(services, email, token, code);
      return reply.status(201).send({ email, tokenType, accountType });
    },
  );
}
