import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { EMAIL_TAKEN } from '../emailTaken';
import { ApiError, invalid } from '../../http/apiError';
import { AuthLinks, hashSecret } from '../authLinks';
import type { AuthServices } from '../authServices';
import { hashPassword } from '../passwords';
import { LIMITS } from '../throttle';
import { TOKEN_AUTHORIZATION_FAILED, TOKEN_NOT_FOUND, linkText, liveInvitation } from './invitationLinks';
import { signUpProblems } from './invitationRules';
import { tokenQuery } from './validationTokenRoutes';

export const INVITATION_CODE_INVALID = 'The invitation code is not valid.';

/** The first user of a new organisation gets its type's administrator role (seeded names). */
const ADMIN_ROLE: Record<string, string> = { AGENCY: 'Agency Admin', CUSTOMER: 'Account Admin' };

const signUpBody = {
  type: 'object',
  properties: {
    invitationCode: { type: 'string', maxLength: 50 },
    organization: { type: 'string', maxLength: 100 },
    firstName: { type: 'string', maxLength: 100 },
    lastName: { type: 'string', maxLength: 100 },
    password: { type: 'string', maxLength: 1024 },
    npn: { type: 'string', maxLength: 20 },
    accountType: { type: 'string', maxLength: 40 },
  },
} as const;

interface SignUpPayload {
  invitationCode?: string;
  organization?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  npn?: string;
  accountType?: string;
}

/**
 * `POST /api/auth/v1/signup?validationToken=` (spec 000 §2.5, §5, §7.2): a NEW_ACCOUNT invitation becomes a new
 * organisation of the invited type and its first user, an administrator, who is signed in. Every refusal that
 * is about the link or the invitation is a 412 with its text (the console shows a 412's text, §8.3); the
 * account type is the invitation's, whatever the body says.
 */
export function registerSignUpRoute(app: FastifyInstance, services: AuthServices): void {
  const { db, links, sessions, throttle } = services;
  app.post<{ Querystring: { validationToken?: string }; Body: SignUpPayload }>(
    '/api/auth/v1/signup',
    { config: { public: true }, schema: { tags: ['auth'], querystring: tokenQuery, body: signUpBody } },
    async (request) => {
      await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
      const link = await liveInvitation(links, request.query.validationToken, new ApiError(412, TOKEN_NOT_FOUND));
      const accountType = linkText(link, 'accountType') ?? '';
      if (link.data.tokenType !== 'NEW_ACCOUNT' || !ADMIN_ROLE[accountType])
        throw new ApiError(412, TOKEN_AUTHORIZATION_FAILED);
      const payload = request.body ?? {};
      const problems = signUpProblems(payload, accountType);
      if (problems.length) throw invalid(problems);
      // Guessing the code needs the link too; still, a link takes only so many wrong codes.
      const wrongCodes = { key: `signup-code:${link.id}`, rule: LIMITS.accountFailures };
      await throttle.refuseWhenOver([wrongCodes]);
      if (hashSecret((payload.invitationCode as string).trim().toUpperCase()) !== link.data.invitationCodeHash) {
        await throttle.count(wrongCodes.key, wrongCodes.rule);
        throw new ApiError(412, INVITATION_CODE_INVALID);
      }
      if (
        await db
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', link.email.toLowerCase())
          .executeTakeFirst()
      )
        throw new ApiError(412, EMAIL_TAKEN);
      const role = await db
        .selectFrom('roles')
        .select('id')
        .where('accountType', '=', accountType)
        .where('name', '=', ADMIN_ROLE[accountType])
        .executeTakeFirstOrThrow();
      const passwordHash = await hashPassword(payload.password as string);
      const npn = accountType === 'CUSTOMER' ? null : (payload.npn as string).trim();

      const userId = await db.transaction().execute(async (trx) => {
        if (!(await new AuthLinks(trx).spend(link.id))) throw new ApiError(412, TOKEN_NOT_FOUND);
        const organisation = await trx
          .insertInto('accounts')
          .values({
            accountType,
            name: (payload.organization as string).trim(),
            country: linkText(link, 'country') ?? 'US',
            agencyId: linkText(link, 'agencyId'),
            npn,
            modified: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const user = await trx
          .insertInto('users')
          .values({
            accountId: organisation.id,
            email: link.email,
            firstName: (payload.firstName as string).trim(),
            lastName: (payload.lastName as string).trim(),
            roleId: role.id,
            npn,
            passwordHash,
            modified: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return user.id;
      });
      return { ...(await sessions.start(userId, false)), accountType, redirectURL: linkText(link, 'redirectURL') };
    },
  );
}
