import { defineResource } from '../../src/shared/resources/declaration';

/**
 * The quote cart (spec 002 §3 "Quote cart", §9 "Cart limit 5 quote requests"): priced variations of a quote
 * request for one client account, waiting to be requested together. Client records of the account (the one
 * client-record rule scopes them). The spec's paths (verify, licence, add, list, remove, submit under
 * `/api/quote/v1`) are in routes.ts; the generic record paths live under `apiBase` so they never collide with
 * `POST /api/quote/v1/cart` (the submission).
 */
export const quoteCartResource = defineResource({
  name: 'quoteCart',
  apiBase: '/api/quote/v1/cart/entries',
  sortable: ['created', 'modified', 'quoteNumber', 'totalPremium', 'product'],
  defaultSort: { field: 'created', direction: 'asc' },
  filterable: ['id', 'accountId', 'agencyId', 'teamId', 'product'],
  dateFilters: ['created', 'modified'],
  searchable: ['quoteNumber'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'quoteCart:read',
    get: 'quoteCart:read',
    create: 'quoteCart:create',
    update: 'quoteCart:update',
    delete: 'quoteCart:delete',
  },
});

/** The quotes API the spec's cart paths live under (spec 002 §7 "Quotes"). */
export const QUOTE_API = '/api/quote/v1';
/** Spec 002 §9: at most 5 quote requests per account in the cart. */
export const CART_LIMIT = 5;
export const CART_LIMIT_REACHED = 'You have reached 5 request limit, please delete one to add another variation!';
