import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** States are one shared catalogue; a fixture state is a made-up territory with a unique three-letter code. */
export const statesFixtures: ResourceFixtures = {
  resource: 'states',
  shared: true,
  validBody: (_tenant, unique) => {
    // Six capital letters from the unique text: a code no real state has, and no two fixtures share.
    let hash = 7;
    for (const ch of unique) hash = (hash * 31 + ch.charCodeAt(0)) % 308915776;
    const abbrv = Array.from({ length: 6 }, (_, i) => String.fromCharCode(65 + (Math.floor(hash / 26 ** i) % 26))).join(
      '',
    );
    return { country: 'AU', stateName: `Fixture Territory ${unique}`, stateNameAbbrv: abbrv };
  },
  invalidBody: () => ({
    body: { country: 'FR', stateName: '', stateNameAbbrv: 'toolong' },
    fields: ['country', 'stateName', 'stateNameAbbrv'],
  }),
};
