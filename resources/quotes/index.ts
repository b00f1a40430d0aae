import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { quotesResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** Quotes are listed, shown and deleted here; they are made by the quote flows (spec 002 §2). */
export const quotes = defineConsoleResource({
  declaration: quotesResource,
  personas: ['AGENCY', 'CUSTOMER', 'DIGITAL', 'CLUSTER'],
  icon: RequestQuoteIcon,
  recordRepresentation: 'quoteNumber',
  views: {
    list: () => import('./QuoteList').then((views) => views.QuoteList),
    show: () => import('./QuoteShow').then((views) => views.QuoteShow),
  },
  // The quote request flow of spec 002 §2 (requestQuote/), its own chunk: /agency/requestQuote/… and /admin/requestQuote/….
  routes: [
    {
      path: '/requestQuote/:productType/:accountId',
      load: () => import('./requestQuote/RequestQuotePage').then((page) => page.RequestQuotePage),
    },
    // The underwriter's inbox (/admin/inbox), its own chunk; the server answers it to underwriters only.
    { path: '/inbox', load: () => import('./uwInbox/UwInboxPage').then((page) => page.UwInboxPage) },
    // The policyholder's application signing page (spec 002 §1 /customer/quotes/{id}/sign/{product}), its own chunk.
    {
      path: '/quotes/:id/sign/:product',
      load: () => import('./signing/ApplicationSigningPage').then((page) => page.ApplicationSigningPage),
    },
  ],
  // The agency dashboard's QUOTES and BINDERS tabs (spec 002 §2), each its own chunk.
  dashboardTabs: [
    {
      code: 'QUOTES',
      order: 10,
      prefilterBy: 'accountId',
      load: () => import('./dashboard/QuotesTab').then((tab) => tab.default),
    },
    {
      code: 'BINDERS',
      order: 20,
      prefilterBy: 'accountId',
      load: () => import('./dashboard/BindersTab').then((tab) => tab.default),
    },
  ],
  // An account's Quotes tab: the quotes table, newest change first.
  relatedTabs: [
    {
      host: 'accounts',
      target: 'accountId',
      label: 'resources.quotes.tabs.account',
      order: 10,
      sort: { field: 'modified', order: 'DESC' },
      load: () => import('./list/quoteGrid').then((grid) => grid.QuoteGrid),
    },
  ],
  dataProviderMethods: [
    lazyDataProviderMethods(['irpmBounds'], () =>
      import('./actions/quoteActionMethods').then((module) => module.quoteActionMethods),
    ),
    lazyDataProviderMethods(['quoteApplication', 'signQuoteApplication'], () =>
      import('./signing/signingMethods').then((module) => module.signingMethods),
    ),
    lazyDataProviderMethods(['uwInbox'], () =>
      import('./uwInbox/uwInboxMethods').then((module) => module.uwInboxMethods),
    ),
    lazyDataProviderMethods(
      [
        'quoteVerification',
        'quoteLicence',
        'raters',
        'calculatorRules',
        'calculatePremium',
        'quoteCart',
        'addToQuoteCart',
        'removeFromQuoteCart',
        'submitQuoteCart',
      ],
      () => import('./requestQuote/requestQuoteMethods').then((module) => module.requestQuoteMethods),
    ),
  ],
});

/** Money as the quote flows write it (formatting only), for other folders' views. */
export { formatMoney, formatWholeMoney } from './requestQuote/money';

/** The request-a-quote button of a client account's page, its own chunk. */
export const RequestQuoteButton = lazy(() =>
  import('./requestQuote/RequestQuoteButton').then((button) => ({ default: button.RequestQuoteButton })),
);
