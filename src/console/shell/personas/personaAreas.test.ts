import { PERSONA_BASE_PATHS } from '../../../shared/accountTypes';
import { accountTypeOfBase, areaOffers } from './personaAreas';

describe('persona areas', () => {
  it('has an area for each of the eleven base paths', () => {
    const bases = Object.values(PERSONA_BASE_PATHS);
    expect(bases).toHaveLength(11);
    for (const base of bases) expect(accountTypeOfBase(base!)).toBeDefined();
  });

  it('offers staff every resource and other personas only their own', () => {
    expect(areaOffers('/admin', [])).toBe(true);
    expect(areaOffers('/agency', ['AGENCY', 'CUSTOMER'])).toBe(true);
    expect(areaOffers('/vendor', ['AGENCY', 'CUSTOMER'])).toBe(false);
    expect(areaOffers('/vendor', ['CARRIER', 'VENDOR'])).toBe(true);
    expect(areaOffers('/carrier', undefined)).toBe(false);
    expect(areaOffers('/nowhere', ['AGENCY'])).toBe(false);
  });
});
