import type { ComponentType } from 'react';
import { defineResource } from '../../shared/resources/declaration';
import { defineDataProviderMethods } from '../providers/methods';
import { defineConsoleExtension, withConsoleExtensions } from './consoleExtension';
import { defineConsoleResource } from './consoleResource';

const Panel: ComponentType = () => null;
const hostMethods = defineDataProviderMethods(() => ({ hostCall: async () => 'host' }));
const extensionMethods = defineDataProviderMethods(() => ({ extensionCall: async () => 'extension' }));
const host = defineConsoleResource({
  declaration: defineResource({
    name: 'widgets',
    apiBase: '/api/widgets',
    sortable: ['name'],
    defaultSort: { field: 'name', direction: 'asc' },
    filterable: [],
    dateFilters: [],
    searchable: ['name'],
    pageSizes: [25],
    permissions: {
      list: 'widget:read',
      get: 'widget:read',
      create: 'widget:create',
      update: 'widget:update',
      delete: 'widget:delete',
    },
  }),
  personas: ['AGENCY'],
  views: { list: async () => Panel },
  dataProviderMethods: [hostMethods],
});

describe('console extensions', () => {
  it("add their slots, routes and data provider methods to their host's", () => {
    const extension = defineConsoleExtension({
      name: 'widgetBilling',
      extends: 'widgets',
      slots: { 'show.after': async () => Panel },
      routes: [{ path: 'widgets/billing', load: async () => Panel }],
      dataProviderMethods: [extensionMethods],
    });
    const [extended] = withConsoleExtensions([host], [extension]);
    expect(extended.dataProviderMethods).toEqual([hostMethods, extensionMethods]);
    expect(Object.keys(extended.slots ?? {})).toEqual(['show.after']);
    expect(extended.routes?.map((route) => route.path)).toEqual(['widgets/billing']);
  });

  it('refuse an extension whose host is not registered', () => {
    expect(() =>
      withConsoleExtensions([host], [defineConsoleExtension({ name: 'orphan', extends: 'gadgets' })]),
    ).toThrow('Extension orphan extends gadgets, which is no console resource');
  });
});
