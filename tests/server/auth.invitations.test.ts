import {
  FIRST_NAME_REQUIRED,
  JOIN_LINK_NOT_FOUND,
  TOKEN_AUTHORIZATION_FAILED,
  TOKEN_NOT_FOUND,
} from '../../src/server/auth/invitations/validationTokenRoutes';
import { INVITATION_CODE_INVALID } from '../../src/server/auth/invitations/signUpRoute';
import { SELECT_AGENCY } from '../../src/server/auth/invitations/signUpInvitationRoute';
import { PRODUCER_NUMBER_NUMERIC } from '../../src/server/auth/invitations/invitationRules';
import { EMAIL_TAKEN } from '../../resources/users/server';
import { DEMO, forEachDatabase, jwtPayload } from './support/databases';

const USERS = '/api/auth/v1/users';
const NEW_PASSWORD = 'Harbour-Lights-42';

forEachDatabase('auth: invitations and join', (ctx) => {
  const roleId = async (accountType: string, name: string) =>
    (
      await ctx.db
        .selectFrom('roles')
        .select('id')
        .where('accountType', '=', accountType)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  /** An agency admin adds a user to its agency; answers the token of the invitation e-mailed to it. */
  const invite = async (email: string) => {
    const admin = await ctx.login(DEMO.alphaAdmin);
    const created = await ctx.request('POST', USERS, {
      token: admin,
      body: { firstName: 'Ines', lastName: 'Invited', email, roleId: await roleId('AGENCY', 'Principal Producer') },
    });
    expect(created.status).toBe(201);
    const message = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', email)
      .where('kind', '=', 'INVITATION')
      .executeTakeFirstOrThrow();
    const token = /\/signup-validation\/([\w-]+)/.exec(message.body)?.[1];
    expect(token).toBeTruthy();
    return { token: token as string, userId: created.json.id as string };
  };

  const join = (token: string, body: Record<string, unknown>) =>
    ctx.request('POST', `/api/auth/v1/join?validationToken=${token}`, { body });

  it('invite → link in the outbox → token lookup → join → login with the new password', async () => {
    const { token, userId } = await invite('ines@alpha.demo.test');
    expect(
      (
        await ctx.request('POST', '/api/auth/v1/login', {
          body: { username: 'ines@alpha.demo.test', password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(401);

    const lookup = await ctx.request('GET', `/api/auth/v1/validationTokens/${token}`);
    expect(lookup.status).toBe(200);
    expect(lookup.json).toEqual({
      tokenType: 'EXISTING_ACCOUNT',
      email: 'ines@alpha.demo.test',
      firstName: 'Ines',
      lastName: 'Invited',
      accountType: 'AGENCY',
      redirectURL: null,
    });

    const joined = await join(token, { firstName: 'Inès', lastName: 'Joined', password: NEW_PASSWORD });
    expect(joined.status).toBe(200);
    expect(jwtPayload(joined.json.accessToken).sub).toBe(userId);

    const login = await ctx.request('POST', '/api/auth/v1/login', {
      body: { username: 'ines@alpha.demo.test', password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
    const me = await ctx.request('GET', '/api/auth/v1/users/me', { token: login.json.accessToken });
    expect(me.json).toMatchObject({
      firstName: 'Inès',
      lastName: 'Joined',
      account: { accountType: 'AGENCY', name: 'Alpha Insurance Agency' },
    });
  });

  it('staff invite a user into an organisation of their choice', async () => {
    const staff = await ctx.login(DEMO.staff);
    const beta = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', 'Beta Brokers')
      .executeTakeFirstOrThrow();
    const created = await ctx.request('POST', USERS, {
      token: staff,
      body: {
        firstName: 'Sam',
        lastName: 'Staffed',
        email: 'sam@beta.demo.test',
        accountId: beta.id,
        roleId: await roleId('AGENCY', 'Agency Admin'),
      },
    });
    expect(created.status).toBe(201);
    const messages = await ctx.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'sam@beta.demo.test')
      .where('kind', '=', 'INVITATION')
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0].body).toMatch(/\/signup-validation\/[\w-]+/);
  });

  it('a refused create invites no one', async () => {
    const admin = await ctx.login(DEMO.alphaAdmin);
    const refused = await ctx.request('POST', USERS, {
      token: admin,
      body: {
        firstName: 'No',
        lastName: 'Team',
        email: 'noteam@alpha.demo.test',
        roleId: await roleId('AGENCY', 'Agent'),
      },
    });
    expect(refused.status).toBe(400);
    expect(
      await ctx.db.selectFrom('outbox').select('id').where('recipient', '=', 'noteam@alpha.demo.test').execute(),
    ).toHaveLength(0);
  });

  it('a link works once: the second join and the lookup answer 404 with the spec texts', async () => {
    const { token } = await invite('once@alpha.demo.test');
    expect((await join(token, { firstName: 'Once', lastName: 'Only', password: NEW_PASSWORD })).status).toBe(200);
    const again = await join(token, { firstName: 'Twice', lastName: 'Over', password: 'Another-Harbour-7' });
    expect(again.status).toBe(404);
    expect(again.json.detail).toBe(JOIN_LINK_NOT_FOUND);
    const lookup = await ctx.request('GET', `/api/auth/v1/validationTokens/${token}`);
    expect(lookup.status).toBe(404);
    expect(lookup.json.detail).toBe(TOKEN_NOT_FOUND);
    expect(
      (
        await ctx.request('POST', '/api/auth/v1/login', {
          body: { username: 'once@alpha.demo.test', password: 'Another-Harbour-7' },
        })
      ).status,
    ).toBe(401);
  });

  it('an expired or unknown link answers 404 to the lookup and the join', async () => {
    const { token } = await invite('late@alpha.demo.test');
    await ctx.db
      .updateTable('authLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@alpha.demo.test')
      .execute();
    expect((await ctx.request('GET', `/api/auth/v1/validationTokens/${token}`)).json).toMatchObject({
      status: 404,
      detail: TOKEN_NOT_FOUND,
    });
    expect((await join(token, { firstName: 'Late', lastName: 'Comer', password: NEW_PASSWORD })).json).toMatchObject({
      status: 404,
      detail: JOIN_LINK_NOT_FOUND,
    });
    expect((await ctx.request('GET', '/api/auth/v1/validationTokens/not-a-token')).status).toBe(404);
    expect((await join('not-a-token', { firstName: 'Late', lastName: 'Comer', password: NEW_PASSWORD })).status).toBe(
      404,
    );
    expect(
      (
        await ctx.request('POST', '/api/auth/v1/join', {
          body: { firstName: 'No', lastName: 'Token', password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(404);
  });

  it('400 lists the broken password rules and a missing name, and leaves the link usable', async () => {
    const { token } = await invite('weak@alpha.demo.test');
    const weak = await join(token, { firstName: ' ', lastName: 'Weak', password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.json.errors).toContainEqual({ field: 'firstName', detail: FIRST_NAME_REQUIRED });
    expect(weak.json.errors).toContainEqual({ field: 'password', detail: 'Upper and lower case letters' });
    expect(weak.json.errors).toContainEqual({ field: 'password', detail: 'Not a commonly used password' });
    expect((await join(token, { firstName: 'Strong', lastName: 'Now', password: NEW_PASSWORD })).status).toBe(200);
  });

  it('412 "Authorization Failed for Token" when the invited user was disabled, or the link is not a join link', async () => {
    const { token, userId } = await invite('disabled@alpha.demo.test');
    await ctx.db.updateTable('users').set({ enabled: false }).where('id', '=', userId).execute();
    const refused = await join(token, { firstName: 'Dis', lastName: 'Abled', password: NEW_PASSWORD });
    expect(refused.status).toBe(412);
    expect(refused.json.detail).toBe(TOKEN_AUTHORIZATION_FAILED);

    const other = await invite('signup@alpha.demo.test');
    await ctx.db
      .updateTable('authLinks')
      .set({ data: JSON.stringify({ tokenType: 'NEW_ACCOUNT' }) })
      .where('email', '=', 'signup@alpha.demo.test')
      .execute();
    expect((await ctx.request('GET', `/api/auth/v1/validationTokens/${other.token}`)).json.tokenType).toBe(
      'NEW_ACCOUNT',
    );
    expect((await join(other.token, { firstName: 'Sign', lastName: 'Up', password: NEW_PASSWORD })).status).toBe(412);
  });

  describe('sign-up of a new organisation (NEW_ACCOUNT)', () => {
    const INVITATIONS = '/api/auth/v1/invitations';

    /** Sends a sign-up invitation; answers the link token and the invitation code from the e-mail. */
    const inviteSignUp = async (inviter: string, body: Record<string, unknown>) => {
      const created = await ctx.request('POST', INVITATIONS, { token: await ctx.login(inviter), body });
      expect(created.status).toBe(201);
      const message = await ctx.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', body.email as string)
        .where('kind', '=', 'INVITATION')
        .orderBy('created', 'desc')
        .executeTakeFirstOrThrow();
      return {
        token: /\/signup-validation\/([\w-]+)/.exec(message.body)?.[1] as string,
        code: /invitation code is ([A-Z0-9]+)/.exec(message.body)?.[1] as string,
      };
    };
    const signUp = (token: string, body: Record<string, unknown>) =>
      ctx.request('POST', `/api/auth/v1/signup?validationToken=${token}`, { body });
    const agencyBody = (code: string) => ({
      invitationCode: code,
      organization: 'Gamma Agency',
      firstName: 'Gia',
      lastName: 'Gamma',
      password: NEW_PASSWORD,
      npn: '1234567',
      accountType: 'AGENCY',
    });

    it('staff invite an agency → lookup → sign-up creates the agency and its admin, signed in and able to log in', async () => {
      const { token, code } = await inviteSignUp(DEMO.staff, { email: 'gia@gamma.test', accountType: 'AGENCY' });
      expect((await ctx.request('GET', `/api/auth/v1/validationTokens/${token}`)).json).toEqual({
        tokenType: 'NEW_ACCOUNT',
        email: 'gia@gamma.test',
        firstName: null,
        lastName: null,
        accountType: 'AGENCY',
        redirectURL: null,
      });
      const done = await signUp(token, agencyBody(code.toLowerCase()));
      expect(done.status).toBe(200);
      expect(jwtPayload(done.json.accessToken).accType).toBe('AGENCY');
      const login = await ctx.request('POST', '/api/auth/v1/login', {
        body: { username: 'gia@gamma.test', password: NEW_PASSWORD },
      });
      expect(login.status).toBe(200);
      const me = await ctx.request('GET', '/api/auth/v1/users/me', { token: login.json.accessToken });
      expect(me.json).toMatchObject({
        firstName: 'Gia',
        role: { name: 'Agency Admin' },
        account: { name: 'Gamma Agency', accountType: 'AGENCY' },
      });
      const again = await signUp(token, agencyBody(code));
      expect(again.status).toBe(412);
      expect(again.json.detail).toBe(TOKEN_NOT_FOUND);
    });

    it('an agency invites a policyholder, who signs up as its client without a producer number', async () => {
      const { token, code } = await inviteSignUp(DEMO.alphaAdmin, {
        email: 'pat@policy.test',
        accountType: 'CUSTOMER',
        firstName: 'Pat',
      });
      expect((await ctx.request('GET', `/api/auth/v1/validationTokens/${token}`)).json).toMatchObject({
        tokenType: 'NEW_ACCOUNT',
        firstName: 'Pat',
        accountType: 'CUSTOMER',
      });
      const done = await signUp(token, {
        invitationCode: code,
        organization: 'Pat Holdings',
        firstName: 'Pat',
        lastName: 'Holder',
        password: NEW_PASSWORD,
        accountType: 'CUSTOMER',
      });
      expect(done.status).toBe(200);
      const account = await ctx.db
        .selectFrom('accounts')
        .innerJoin('accounts as agency', 'agency.id', 'accounts.agencyId')
        .select(['accounts.accountType', 'agency.name as agencyName'])
        .where('accounts.name', '=', 'Pat Holdings')
        .executeTakeFirstOrThrow();
      expect(account).toEqual({ accountType: 'CUSTOMER', agencyName: 'Alpha Insurance Agency' });
      // The new client shows in the inviting agency's list.
      const list = await ctx.request('GET', '/api/account/v1/account/search?search=*Pat Holdings*', {
        token: await ctx.login(DEMO.alphaAdmin),
      });
      expect(list.json.totalElements).toBe(1);
    });

    it('who may invite whom: agencies not agencies, policyholders no one; staff name the agency of a policyholder', async () => {
      const agencyToken = await ctx.login(DEMO.alphaAdmin);
      expect(
        (
          await ctx.request('POST', INVITATIONS, {
            token: agencyToken,
            body: { email: 'x@x.test', accountType: 'AGENCY' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await ctx.request('POST', INVITATIONS, {
            token: await ctx.login(DEMO.owner),
            body: { email: 'x@x.test', accountType: 'CUSTOMER' },
          })
        ).status,
      ).toBe(403);
      const staff = await ctx.login(DEMO.staff);
      const noAgency = await ctx.request('POST', INVITATIONS, {
        token: staff,
        body: { email: 'x@x.test', accountType: 'CUSTOMER' },
      });
      expect(noAgency.json.errors).toEqual([{ field: 'agencyId', detail: SELECT_AGENCY }]);
      const taken = await ctx.request('POST', INVITATIONS, {
        token: staff,
        body: { email: 'Admin@Beta.demo.test', accountType: 'AGENCY' },
      });
      expect(taken.json.errors).toEqual([{ field: 'email', detail: EMAIL_TAKEN }]);
    });

    it('400 names each missing or wrong field (spec 000 §5); 412 for a wrong invitation code or a join link', async () => {
      const { token, code } = await inviteSignUp(DEMO.staff, { email: 'rules@delta.test', accountType: 'AGENCY' });
      const empty = await signUp(token, { password: 'short' });
      expect(empty.status).toBe(400);
      expect(empty.json.errors.map((e: { field: string }) => e.field)).toEqual(
        expect.arrayContaining(['invitationCode', 'organization', 'firstName', 'lastName', 'password', 'npn']),
      );
      expect((await signUp(token, { ...agencyBody(code), npn: '12ab' })).json.errors).toEqual([
        { field: 'npn', detail: PRODUCER_NUMBER_NUMERIC },
      ]);
      const wrongCode = await signUp(token, agencyBody('WRONG123'));
      expect(wrongCode.status).toBe(412);
      expect(wrongCode.json.detail).toBe(INVITATION_CODE_INVALID);

      const joinLink = await invite('joiner@alpha.demo.test');
      const misuse = await signUp(joinLink.token, agencyBody(code));
      expect(misuse.status).toBe(412);
      expect(misuse.json.detail).toBe(TOKEN_AUTHORIZATION_FAILED);
      expect((await signUp('not-a-token', agencyBody(code))).status).toBe(412);
      // None of the refusals spent the link.
      expect((await signUp(token, agencyBody(code))).status).toBe(200);
    });

    it('a link takes 10 wrong invitation codes; after them even the right code is throttled (429)', async () => {
      const { token, code } = await inviteSignUp(DEMO.staff, { email: 'guess@epsilon.test', accountType: 'AGENCY' });
      for (let attempt = 0; attempt < 10; attempt++)
        expect((await signUp(token, agencyBody(`WRONG${attempt}`))).status).toBe(412);
      expect((await signUp(token, agencyBody(code))).status).toBe(429);
    });
  });
});
