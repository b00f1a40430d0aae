import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RatingCatalogue } from '../../src/server/rating/ratingCatalogue';
import { previewRating } from '../../src/server/rating/ratingPreview';
import { forEachDatabase } from './support/databases';

forEachDatabase('rating preview', (ctx) => {
  it('prices the open quotes with a new version and the old, and writes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rating-preview-'));
    fs.cpSync(path.resolve('rating'), dir, { recursive: true });
    const v2 = JSON.parse(fs.readFileSync(path.join(dir, 'P250', 'v1.json'), 'utf8'));
    v2.version = 2;
    v2.premium.stateFactors.default = 1.03;
    fs.writeFileSync(path.join(dir, 'P250', 'v2.json'), JSON.stringify(v2));
    const before = await ctx.db.selectFrom('quotes').selectAll().orderBy('id').execute();

    const preview = await previewRating(ctx.db, new RatingCatalogue(dir), 'P250', 2);

    const open = before.filter((q) => q.product === 'P250' && ['READY', 'REFERRED', 'INDICATION'].includes(q.status));
    expect(preview.quotes).toBe(open.length);
    expect(preview.quotes).toBeGreaterThan(0);
    expect(preview.up + preview.down + preview.unchanged + preview.notPriced.length).toBe(open.length);
    expect(preview.largest.length).toBe(Math.min(10, preview.up + preview.down + preview.unchanged));
    for (const change of preview.largest) {
      const quote = open.find((q) => q.id === change.quoteId)!;
      const state = (quote.rating as { calculator: { state: string } }).calculator.state;
      const moved = !v2.premium.stateFactors.states?.[state];
      expect(change.factors).toEqual(moved ? [{ factor: 'state', before: 1, after: 1.03 }] : []);
      expect(change.change).toBe(moved ? Math.round(change.before * 0.03 * 100) / 100 : 0);
    }
    expect(await ctx.db.selectFrom('quotes').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
