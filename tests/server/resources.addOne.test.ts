/**
 * Adding a resource touches nothing in src/: a throwaway resource (tests/server/support/throwaway/clientNotes:
 * its schema, declaration, migration, role grants and server half) joins the platform's list, as a line in
 * resources/serverResources.ts would add it, and is then migrated, granted, listed, scoped by the
 * client-record rule (tenant and team) and documented in the OpenAPI document.
 */
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { DEMO, forEachDatabase } from './support/databases';
import { teamTenant } from './support/tenantContexts';
import { clientNotesServer } from './support/throwaway/clientNotes/server';

const NOTES = '/api/notes/v1';

forEachDatabase(
  'a resource added as a folder and a registry line',
  (ctx) => {
    it('is migrated, granted to the roles it names, listed, scoped by tenant and team, and documented', async () => {
      const [admin, agent, beta, staff] = await Promise.all(
        [DEMO.alphaAdmin, DEMO.alphaAgent, DEMO.betaAdmin, DEMO.staff].map((e) => ctx.login(e)),
      );
      const east = await teamTenant(ctx.db, 'Alpha Insurance Agency', 'Alpha East');
      const west = await teamTenant(ctx.db, 'Alpha Insurance Agency', 'Alpha West');

      const me = async (token: string) =>
        (await ctx.request('GET', '/api/auth/v1/users/me', { token })).json.permissions as string[];
      expect(await me(admin)).toEqual(
        expect.arrayContaining(['note:read', 'note:create', 'note:update', 'note:delete']),
      );
      expect(await me(staff)).toEqual(expect.arrayContaining(['note:delete']));
      expect(await me(beta)).toContain('note:read');

      const eastNote = await ctx.request('POST', NOTES, {
        token: admin,
        body: { accountId: east.accountId, text: 'Renewal call booked' },
      });
      const westNote = await ctx.request('POST', NOTES, {
        token: admin,
        body: { accountId: west.accountId, text: 'Wants higher limits' },
      });
      expect([eastNote.status, westNote.status]).toEqual([201, 201]);
      const tooLong = await ctx.request('POST', NOTES, {
        token: admin,
        body: { accountId: east.accountId, text: 'x'.repeat(501) },
      });
      expect(tooLong.json.errors).toEqual([{ field: 'text', detail: 'Must be 500 characters or less' }]);

      const listed = async (token: string, query = '') =>
        (await ctx.request('GET', `${NOTES}/search?size=100${query}`, { token })).json.content
          .map((n: { text: string }) => n.text)
          .sort();
      expect(await listed(admin)).toEqual(['Renewal call booked', 'Wants higher limits']);
      expect(await listed(admin, `&teamId=${west.teamId}`)).toEqual(['Wants higher limits']);
      expect(await listed(agent)).toEqual(['Renewal call booked']);
      expect(await listed(beta)).toEqual([]);
      expect((await ctx.request('GET', `${NOTES}/${westNote.json.id}`, { token: agent })).status).toBe(404);
      expect((await ctx.request('DELETE', `${NOTES}/${eastNote.json.id}`, { token: agent })).status).toBe(403);
      const agentForWest = await ctx.request('POST', NOTES, {
        token: agent,
        body: { accountId: west.accountId, text: 'Not mine' },
      });
      expect(agentForWest.json.errors).toEqual([{ field: 'accountId', detail: 'Please select an Account' }]);

      const reference = (await ctx.request('GET', '/api/openapi.json')).json;
      expect(Object.keys(reference.paths)).toEqual(expect.arrayContaining([`${NOTES}/search`, NOTES, `${NOTES}/{id}`]));
      const createBody = reference.paths[NOTES].post.requestBody.content['application/json'].schema;
      expect(createBody.properties.text).toMatchObject({ type: 'string', maxLength: 500 });
    });
  },
  { resources: [...PLATFORM_RESOURCES, clientNotesServer] },
);
