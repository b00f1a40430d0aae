import { decodeListQuery } from '../../shared/api/listQuery';
import { agencyLicensesResource } from '../../../resources/agencyLicenses/declaration';
import { specListParams } from './specListParams';

// A declaration whose filterable fields include `teamId`, to show the team selector keeps its meaning.
const licences = { ...agencyLicensesResource, filterable: [...agencyLicensesResource.filterable, 'teamId'] };

const read = (query: string) => decodeListQuery(specListParams(new URLSearchParams(query), licences));

describe("the spec's spellings of the list conventions", () => {
  it('sortBy and sortOrder are the sort; sort given as well wins', () => {
    expect(read('size=1000&sortBy=state&sortOrder=DESC')).toMatchObject({
      size: 1000,
      sort: { field: 'state', direction: 'desc' },
    });
    expect(read('sortBy=state').sort).toEqual({ field: 'state', direction: 'asc' });
    expect(read('sortBy=state&sort=number,desc').sort).toEqual({ field: 'number', direction: 'desc' });
  });

  it('a plain parameter naming a filterable field filters on it; after and before bound the creation date', () => {
    expect(read('state=TX,CA&agencyId=a1&after=2026-01-01&before=2026-01-31').filters).toEqual({
      state: { in: ['TX', 'CA'] },
      agencyId: { in: ['a1'] },
      created: { after: '2026-01-01T00:00:00.000Z', before: '2026-01-31T23:59:59.999Z' },
    });
  });

  it('keeps its own meaning for page, size, search and the team selector, ignores unknown names, and lets f[…] win', () => {
    const query = read('page=2&size=10&search=*tx*&teamId=all&colour=red&state=TX&f[state][in]=NY');
    expect(query).toEqual({ page: 2, size: 10, search: 'tx', filters: { state: { in: ['NY'] } } });
  });
});
