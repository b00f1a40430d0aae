import { DEMO, forEachDatabase } from './support/databases';

const AGENCIES = '/api/auth/v1/admin/agencies';

/**
 * What the console sends back on an edit is the record as read: it must carry the spec's field names only
 * (`enforceMFA`, not a column spelling), so a read, changed and written back agency saves.
 */
forEachDatabase('an agency read and written back', (ctx) => {
  it('answers enforceMFA, and a PUT of the whole record as read saves it', async () => {
    const token = await ctx.login(DEMO.staff);
    const created = await ctx.request('POST', AGENCIES, {
      token,
      body: {
        name: `Round Trip ${ctx.kind}`,
        hostname: `round-trip-${ctx.kind}`,
        npn: '42',
        locations: [{ locationName: 'Main office', isHeadquarters: true }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.json.enforceMFA).toBe(false);
    expect(Object.keys(created.json)).not.toContain('enforceMfa');
    const saved = await ctx.request('PUT', `${AGENCIES}/${created.json.id}`, {
      token,
      body: { ...created.json, enforceMFA: true, npn: '4242' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      enforceMFA: true,
      npn: '4242',
      locations: [{ locationName: 'Main office', isHeadquarters: true }],
    });
    const filtered = await ctx.request('GET', `${AGENCIES}/search?search=*round trip*&f[enforceMFA][in]=true`, {
      token,
    });
    expect(filtered.json.content.map((a: { id: string }) => a.id)).toEqual([created.json.id]);
    expect((await ctx.request('DELETE', `${AGENCIES}/${created.json.id}`, { token })).status).toBe(200);
  });
});
