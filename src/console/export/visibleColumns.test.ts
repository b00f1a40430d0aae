import { visibleSources } from './visibleColumns';

const available = [
  { index: '0', source: 'name' },
  { index: '1', source: 'city' },
  { index: '2', source: 'status' },
];

describe('the columns a configurable list shows', () => {
  it('are all but the omitted ones until the person chooses', () => {
    expect(visibleSources(available, undefined, ['city'])).toEqual(['name', 'status']);
    expect(visibleSources(available, undefined, undefined)).toEqual(['name', 'city', 'status']);
  });

  it('are the chosen ones, in the chosen order', () => {
    expect(visibleSources(available, ['2', '0'], ['city'])).toEqual(['status', 'name']);
  });

  it('are unknown before the list has registered its columns', () => {
    expect(visibleSources([], ['0'], undefined)).toBeUndefined();
  });
});
