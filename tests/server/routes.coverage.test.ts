/**
 * Meta-test of the tenant matrix: every protected /api route must be one the matrix exercises (a declared
 * resource's CRUD, search and history routes) or be named below with the suite that covers it. A new
 * route that is neither fails here until someone decides how its tenancy is tested.
 */
import { PLATFORM_RESOURCES as SERVER_RESOURCES } from '../../src/server/platform';
import { forEachDatabase } from './support/databases';
import { ORGANISATION_TYPES } from '../../resources/organisations/organisationTypes';

/**
 * Organisations (resources/organisations): each route reads the organisation (or the agency) through
 * its store first, so another organisation is 404 and a persona without the permission 403 (organisations suite).
 */
const ORGANISATION_ROUTES: Record<string, string> = Object.fromEntries(
  [
    ...ORGANISATION_TYPES.flatMap((type) => [
      `GET /api/account/v1/${type.segment}/search`,
      ...(type.members
        ? [
            `GET ${type.apiBase}/:id/members`,
            `POST ${type.apiBase}/:id/members`,
            `DELETE ${type.apiBase}/:id/members/:memberId`,
          ]
        : []),
    ]),
    'PUT /api/auth/v1/carrier/hostname/:id',
    'POST /api/rater/v1/carrier',
    'GET /api/rater/v1/carrier/search',
    'GET /api/rater/v1/carrier/profiles',
    'PUT /api/rater/v1/carrier/:id',
    'DELETE /api/rater/v1/carrier/:id',
    'PUT /api/account/v1/cluster/remove/agency/:agencyId',
    'GET /api/account/v1/da',
    'PUT /api/account/v1/da',
    'GET /api/account/v1/vendor/id/:vendorId',
    'GET /api/account/v1/vendor/panel',
    'GET /api/account/v1/agency/search',
    'GET /api/account/v1/wra/search',
    'POST /api/account/v1/agency',
    'PUT /api/claims/v1/:id/vendor',
    'PUT /api/policy/v1/:id/carrier',
  ].map((route) => [route, "through the organisation types' and the agencies' stores (organisations suite)"]),
);

/** Protected routes outside the resources' CRUD, each with why the matrix need not cover it. */
const COVERED_ELSEWHERE: Record<string, string> = {
  ...ORGANISATION_ROUTES,
  // Webhooks that fire and API keys (resources/webhooks/deliveries, resources/apiKeys).
  'GET /api/webhook/v1/:id/deliveries':
    "a webhook's delivery log, read after the webhooks store's get: another agency's is 404 (webhooks.delivery suite)",
  'POST /api/webhook/v1/:id/deliveries/:deliveryId/redeliver':
    "one delivery of a webhook read through the webhooks store: another agency's is 404 (webhooks.delivery suite)",
  'GET /api/auth/v1/api': "the spec's list path of the keys store, as its search (apiKeys suite)",
  'GET /api/auth/v1/api/lifecycle': 'no tenant data: the declared key actions (apiKeys suite)',
  'PUT /api/auth/v1/api/regenerate/:id':
    "a key action through the keys store: another organisation's key is 404 (apiKeys suite)",
  'GET /api/apiactivity/v1/search':
    "the calls of the caller's organisation's keys only (apiKeys suite: Beta sees none of Alpha's)",
  'GET /api/apiactivity/v1/graph': "the calls of the caller's organisation's keys only (apiKeys suite)",
  'GET /api/apiactivity/v1/agg/stats':
    "the calls of the caller's organisation's keys only (apiKeys suite: Beta counts none of Alpha's)",
  'POST /api/claims/v1/:id/file': 'a lifecycle action: tenancy, team, version and state (actions.lifecycle suite)',
  'GET /api/claims/v1/lifecycle': 'no tenant data: the declared machine (actions.lifecycle suite)',
  'GET /api/auth/v1/users/me': 'acts on the caller only (auth.login suite)',
  'GET /api/auth/v1/teams/my': 'acts on the caller only (organisation suite: team selection)',
  'GET /api/auth/v1/roles/permissions/map': 'no tenant data: the permission names (organisation suite)',
  'PUT /api/auth/v1/mfa/update': 'acts on the caller only (auth.secondFactor suite)',
  'POST /api/auth/v1/mfa/verify': 'acts on the caller only (auth.secondFactor suite)',
  'GET /api/dev/outbox': 'staff-only development outbox (auth.secondFactor suite: agencies get 403)',
  'GET /api/console-version': 'no tenant data (shell.dashboard suite)',
  'GET /api/console/v1/ui-settings': "the caller's own settings (shell.dashboard suite)",
  'PUT /api/console/v1/ui-settings': "the caller's own settings (shell.dashboard suite)",
  'GET /api/dashboard/v1/figures': "figures computed through the resources' tenant scopes (shell.dashboard suite)",
  'GET /api/search/v1/find': "each findable resource's own list, through its tenant scope (find suite)",
  // The shared mailbox (resources/mailbox): every path reads or writes through the mailbox store (its scope).
  'GET /api/docmessage/v1/message':
    'one message through the mailbox store: Beta gets 404 on an Alpha thread (mailbox suite)',
  'POST /api/docmessage/v1/ingest':
    'public to the mail gateway, which proves itself with MAIL_GATEWAY_SECRET (401 without it, and while none is configured); no tenant calls it (mailbox suite)',
  'GET /api/docmessage/v1/latest/message': 'the thread read through the mailbox store: Beta gets 404 (mailbox suite)',
  'GET /api/docmessage/v1/latest/draft': 'the thread read through the mailbox store: Beta gets 404 (mailbox suite)',
  'PUT /api/docmessage/v1/message':
    "an update through the mailbox store: another agency's message is 404 (mailbox suite)",
  'GET /api/docmessage/v1/searchForAccount':
    'the mailbox list through the store, narrowed to one account (mailbox suite)',
  'GET /api/docmessage/v1/labels':
    "labels of the messages the caller sees only: Beta sees none of Alpha's (mailbox suite)",
  'PUT /api/docmessage/v1/:msgId/label':
    'an update through the mailbox store: Beta gets 404 on an Alpha message (mailbox suite)',
  'POST /api/docmessage/v1/message/assign':
    'the assign action through the mailbox store: Beta gets 404, an agent 403 (mailbox suite)',
  'POST /api/docmessage/v1/:id/assign':
    'the assign action through the mailbox store: Beta gets 404, an agent 403 (mailbox suite)',
  'POST /api/docmessage/v1/:id/reprocess':
    'the reprocess action through the mailbox store, staff: an agent gets 403 (mailbox suite)',
  'GET /api/docmessage/v1/lifecycle': 'no tenant data: the declared mailbox actions (mailbox suite)',
  'POST /api/docmessage/v1/draft':
    'a create through the mailbox store; replying to a message the caller cannot see is 400 on replyToMsgId (mailbox suite)',
  'POST /api/docmessage/v1/send': 'a create or update and the send action through the mailbox store (mailbox suite)',
  'PUT /api/docmessage/v1/reprocess':
    'the reprocess action through the mailbox store, staff: an agent gets 403 (mailbox suite)',
  'DELETE /api/docmessage/v1/messages':
    'deletes through the mailbox store: Beta gets 404 on an Alpha message (mailbox suite)',
  'GET /api/docmessage/v1/draft-stats': "drafts the caller sees only: Beta counts none of Alpha's (mailbox suite)",
  'POST /api/docmessage/v1/ai-suggest/suggest':
    "the message read through the mailbox store (Beta gets 404 on Alpha's); a stated account through the client-record rule (mailboxExtras suite)",
  'GET /api/docmessage/v1/request-tracking/:msgId':
    'the message read through the mailbox store, the thread through its scope: Beta gets 404 (mailboxExtras suite)',
  'POST /api/docmessage/v1/message/:msgId/attachment':
    'the message read through the mailbox store first: Beta gets 404 (mailboxExtras suite)',
  'POST /api/docmessage/v1/message/:msgId/attachment-from-url':
    'the message read through the mailbox store first: Beta gets 404 (mailboxExtras suite)',
  'GET /api/docmessage/v1/message/:msgId/attachments':
    'the message read through the mailbox store first: Beta gets 404 (mailboxExtras suite)',
  'GET /api/docmessage/v1/message/:msgId/attachment/:attachmentId':
    "the message read through the mailbox store first, the attachment must be that message's: Beta gets 404 (mailboxExtras suite)",
  'GET /api/forms/v1/forms': 'no tenant data: the form catalogue (forms.claims suite)',
  'GET /api/forms/v1/forms/:name': 'no tenant data: one form schema (forms.claims suite)',
  'GET /api/forms/v1/stamp': 'no tenant data: the forms version stamp (forms.claims suite)',
  'GET /api/forms/v1/versions':
    "staff only: every form's records per version and pending migrations; agencies get 403 (forms.versions suite)",
  'GET /api/forms/v1/answers/:form/:accountId': 'answers of one account, scoped like accounts (forms.claims suite)',
  'GET /api/forms/v1/answers/:form/:accountId/history':
    'the account read through its store first: Beta gets 404 on an Alpha account (forms.answerMigration suite)',
  'PUT /api/forms/v1/answers/:form/:accountId': 'answers of one account, scoped like accounts (forms.claims suite)',
  'POST /api/account/v1/account/:id/details/check':
    'reads one account through the accounts store and its quotes through the quotes store; another agency is 404 (accounts.quoteImpact suite)',
  'GET /api/account/v1/account/lookup':
    'companies of the firmographic directory (not client data); which of them the caller already has is read through the accounts store (accounts.lookup suite)',
  'PUT /api/account/v1/account/decline/:id':
    'an account action through the accounts store: tenancy 404, state 409 (accounts.actions suite)',
  'PUT /api/account/v1/account/undecline/:id':
    'an account action through the accounts store: tenancy 404, state 409 (accounts.actions suite)',
  'PUT /api/account/v1/account/:id/agent':
    'an account action through the accounts store: another agency is 404 (accounts.actions suite)',
  'PUT /api/account/v1/account/:id/firmographics/refresh':
    'an account action through the accounts store: another agency is 404 (accounts.actions suite)',
  'PUT /api/account/v1/account/:id/contact':
    'an account action through the accounts store: another agency is 404 (accounts.actions suite)',
  'PUT /api/account/v1/account/:id/agency':
    "staff's account action through the accounts store; agencies get 403 (accounts.actions suite)",
  // The accounts' own actions (resources/accounts/ownActions, domains, address).
  'PUT /api/account/v1/account/:id/my-agent':
    "the policyholder's account action through the accounts store; another account is 404, agencies 403 (accounts.ownActions suite)",
  'PUT /api/account/v1/account/:id/my-agent/remove':
    'an account action through the accounts store (accounts.ownActions suite)',
  'GET /api/account/v1/account/:id/agents':
    'the account read through the accounts store first (accounts.ownActions suite)',
  'PUT /api/account/v1/account/:id/scan':
    "an account action through the accounts store: Beta gets 404 on Alpha's (accounts.ownActions suite)",
  'PUT /api/account/v1/account/:id/attest-no-domain':
    "an account action through the accounts store: Beta gets 404 on Alpha's (accounts.ownActions suite)",
  'GET /api/account/v1/account/domain/verify':
    'no tenant data: syntax, the blacklist and DNS of one domain (accounts.ownActions suite)',
  'POST /api/account/v1/address/validate':
    'no tenant data: the postal check of the address sent (accounts.ownActions suite)',
  'GET /api/account/v1/account/lifecycle': 'no tenant data: the declared account actions (accounts.actions suite)',
  'GET /api/auth/v1/blacklisteddomains':
    "the provider's blacklist, staff only: agencies get 403 (blacklistedDomains suite; its CRUD routes are in the matrix)",
  'POST /api/auth/v1/jump/:accountId/jtoken': 'staff jump-in to an account, its own permission (sign-in suites)',
  'POST /api/auth/v1/invitations':
    'sends a sign-up invitation; reads no tenant data, and an agency invites clients of its own agency only (auth.invitations suite)',
  'POST /api/auth/v1/workflows': 'staff-only: makes a workflow link for a user (auth.workflow suite: agencies get 403)',
  'GET /api/auth/v1/workflows': 'staff-only: lists workflow links (auth.workflow suite: agencies get 403)',
  'GET /api/auth/v1/workflows/:workflowId/redirect':
    "the flow user's own workflow only; another user gets 404 (auth.workflow suite)",
  'POST /api/account/v1/submission/:id/decline':
    'a lifecycle action through the submissions store: tenancy, version, state (submissions suite)',
  'POST /api/account/v1/submission/:id/lost':
    'a lifecycle action through the submissions store: tenancy, version, state (submissions suite)',
  'POST /api/account/v1/submission/:id/reopen':
    'a lifecycle action through the submissions store: tenancy, version, state (submissions suite)',
  'POST /api/account/v1/submission/:id/assign':
    "a lifecycle action through the submissions store; another team's submission is 404 to the agent (submissions suite)",
  'GET /api/account/v1/submission/lifecycle': 'no tenant data: the declared machine (submissions suite)',
  'GET /api/account/v1/submission/stats':
    "counts through the store's visible rows, equal to the list totals (submissions suite)",
  // The quote state machine: each action runs through the quotes store's act (tenancy 404, state 409).
  'GET /api/quote/v1/statuses': 'no tenant data: the declared quote machine (quotes.lifecycle suite)',
  'GET /api/quote/v1/lifecycle': 'no tenant data: the declared quote machine (quotes.lifecycle suite)',
  'PUT /api/quote/v1/update/needBy':
    'a lifecycle action on the quote its body names, through the quotes store; another agency is refused (quotes.lifecycle suite)',
  'POST /api/quote/v1/uw/refer/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'POST /api/quote/v1/request-review/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'PUT /api/quote/v1/release/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'PUT /api/quote/v1/decline/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'PUT /api/quote/v1/lost/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'PUT /api/quote/v1/update/needBy/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'POST /api/quote/v1/request-to-bind/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  // The wholesale review page (resources/quoteReview): the workflow grant for one quote, else the quotes store's tenancy.
  'GET /api/quote/v1/review/:id':
    'the quote a workflow link names, or one the quotes store shows the caller; another quote is 404 (quoteReview suite)',
  'POST /api/quote/v1/review/:id/verify':
    'a quote action through the quotes store on the one quote the link names; another quote is 404 (quoteReview suite)',
  'POST /api/quote/v1/review/:id/request-to-bind':
    'the request-to-bind action through the quotes store on the one quote the link names; another quote is 404 (quoteReview suite)',
  'POST /api/quote/v1/attest/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'POST /api/quote/v1/uw/bind/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'POST /api/quote/v1/issue/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'PUT /api/quote/v1/rescind/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'PUT /api/quote/v1/invalidate/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  'PUT /api/quote/v1/delete/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle suite)',
  // Underwriting beside the machine: actions through the quotes store's act (tenancy 404, state 409).
  'POST /api/quote/v1/uw/underwrite/:id':
    'IRPM, a quote action through the quotes store: tenancy 404, version and state 409 (quotes.underwriting suite)',
  'PUT /api/quote/v1/broker-fees/:id':
    'a quote action through the quotes store; Beta gets 404 on an Alpha quote (quotes.underwriting suite)',
  'PUT /api/quote/v1/mga-fees/:id':
    'a quote action through the quotes store, underwriters only: an agency gets 403 (quotes.underwriting suite)',
  'POST /api/quote/v1/action/send':
    'a quote action on the quote its body names, through the quotes store; Beta gets 404 (quotes.underwriting suite)',
  'POST /api/quote/v1/surplus-notice/:id/attest':
    'a quote action through the quotes store; Beta gets 404 (quotes.underwriting suite)',
  'GET /api/quote/v1/search/uw-inbox':
    'the quotes list through the store, underwriters only: agencies get 403 (quotes.underwriting suite)',
  'POST /api/quote/v1/uw/reassess-risk/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle, quotes.repricing suites)',
  'PUT /api/quote/v1/uw/reset/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle, quotes.repricing suites)',
  'PUT /api/quote/v1/uw/switch-paper/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle, quotes.repricing suites)',
  'POST /api/quote/v1/uw/event-exclusion/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle, quotes.repricing suites)',
  'POST /api/quote/v1/action/send-sign-request/:id':
    'a quote lifecycle action through the quotes store: tenancy 404, state 409 (quotes.lifecycle, quotes.repricing suites)',
  'POST /api/quote/v1/action/sign-application/:id':
    "a quote lifecycle action through the quotes store, the policyholder's: another account's quote 404, agencies 403, state 409 (quotes.lifecycle, quotes.signing suites)",
  'GET /api/quote/v1/:id/application':
    "the quote read through the quotes store: another account's quote 404 (quotes.signing suite)",
  'POST /api/quote/v1/expiry/sweep':
    'staff-only: runs the expiry sweep as the system over every quote (quotes.repricing suite: agencies get 403)',
  'POST /api/quote/v1/bulk-delete':
    "the caller's visible quotes through the store, each deleted by the quote action; Beta's stay (quotes.underwriting suite)",
  'GET /api/docs/v1/template': 'no tenant data: the surplus lines notice text of a state (quotes.underwriting suite)',
  // The quote documents: PDFs of a quote read through the quotes store (tenancy 404, binder state 409).
  'GET /api/docs/v1/quote/:id/proposal':
    'the quote read through the quotes store: another agency or policyholder gets 404 (quoteDocuments suite)',
  'GET /api/docs/v1/quote/:id/binder':
    'the quote read through the quotes store: another agency gets 404, no binder 409 (quoteDocuments suite)',
  // The policy documents: PDFs of a policy read through the policies store (tenancy 404).
  'GET /api/docs/v1/policy/:accountId/:policyId':
    'the policy read through the policies store: another agency gets 404, a wrong account id 404 (policyDocuments suite)',
  'GET /api/docs/v1/policy/:accountId/certificate/:policyId':
    'the policy read through the policies store: another agency or policyholder gets 404 (policyDocuments suite)',
  'POST /api/policy/v1/certificate/:productType':
    'the policy its body names, read through the policies store: another agency gets 404 (policyDocuments suite)',
  'POST /api/policy/v1/certificate/:productType/email':
    'the policy its body names, read through the policies store: another agency gets 404 (policyCertificateEmail suite)',
  'GET /api/commissions/v1/statements':
    "the policies store's visible rows: an agency its own lines only (commissions suite)",
  'GET /api/commissions/v1/aggregate':
    "the policies and payments stores' visible rows: an agency its own row only (commissions suite)",
  'POST /api/commissions/v1/payment':
    "the commissions store's create: agency-owned, foreign agency refused (commissions suite, tenant matrix)",
  'PUT /api/commissions/v1/toggle/:agencyId': 'staff only (commission:toggle); unknown agency 404 (commissions suite)',
  'GET /api/commissions/v1/:agencyId/ach': 'the agency itself or staff; another agency 404 (commissions suite)',
  'PUT /api/commissions/v1/:agencyId/ach': 'the agency itself or staff; another agency 404 (commissions suite)',
  'DELETE /api/commissions/v1/:agencyId/ach': 'the agency itself or staff; another agency 404 (commissions suite)',
  // Documents, pictures and logos (resources/documents, resources/pictures).
  'POST /api/docs/v1/upload/doc':
    "the client account must be one the caller sees (client-record rule): another agency's client is 400 on accountId (documents suite)",
  'GET /api/docs/v1/search':
    "documents through their visibility rule (client-record rule, agency, staff-only): Beta lists none of Alpha's (documents suite)",
  'GET /api/docs/v1/search/:id':
    "documents through their visibility rule: Beta lists none of Alpha's client's (documents suite)",
  'GET /api/docs/v1/download':
    "a document through its visibility rule: Beta gets 404 on Alpha's, Alpha on a staff-only one (documents suite)",
  'GET /api/docs/v1/download/:docId': 'a document through its visibility rule, as GET download?docId (documents suite)',
  'GET /api/docs/v1/docTypes': 'no tenant data: the document types (documents suite)',
  'PUT /api/docs/v1/update': 'a document through its visibility rule; only staff change its agency (documents suite)',
  'DELETE /api/docs/v1': "a document through its visibility rule: Beta gets 404 on Alpha's (documents suite)",
  'DELETE /api/docs/v1/:docId': 'a document through its visibility rule, as DELETE ?docId (documents suite)',
  'POST /api/user/v1/pic/initial': "acts on the caller's own picture only (pictures suite)",
  'POST /api/user/v1/pic/crop': "acts on the caller's own picture only (pictures suite)",
  'GET /api/user/v1/pic': "the caller's own picture (pictures suite)",
  'DELETE /api/user/v1/pic': "the caller's own picture (pictures suite)",
  'GET /api/user/v1/pic/email/:email':
    "a user of the caller's organisation (staff: anyone); Beta gets 204 for an Alpha user (pictures suite)",
  'POST /api/agency/v1/logo/initial/:id':
    "the caller's own agency (staff: any): Beta gets 404 on Alpha (pictures suite)",
  'POST /api/agency/v1/logo': "the caller's own agency (staff: any), named by agencyId (pictures suite)",
  'GET /api/agency/v1/logo/s/:id': "an agency's public face, no tenant data: any signed-in caller (pictures suite)",
  'GET /api/agency/v1/logo/m/:id': "an agency's public face, no tenant data: any signed-in caller (pictures suite)",
  'DELETE /api/agency/v1/logo/s/:id': "the caller's own agency (staff: any): another agency is 404 (pictures suite)",
  'DELETE /api/agency/v1/logo/m/:id': "the caller's own agency (staff: any): Beta gets 404 on Alpha (pictures suite)",
  'GET /api/docs/v1/commissions': 'the agency itself or staff naming one; another agency 404 (commissions suite)',
  'GET /api/docs/v1/invoice':
    'the policy its query names, read through the policies store: another agency or policyholder gets 404 (policyDocuments suite)',
  'GET /api/docs/v1/receipt': 'the policy its query names, read through the policies store (policyDocuments suite)',
  'POST /api/policy/v1/claim':
    'creates a claim through the claims store, tenant-checked like POST claims (forms.claims suite)',
  // The spec's own paths for what the resources serve; each goes through the resource stores.
  'GET /api/webhook/v1': "the webhooks list through the store; another agency sees none of Alpha's (specPaths suite)",
  'POST /api/webhook/v1/createHook': 'creates through the webhooks store, agency filled by it (specPaths suite)',
  'PUT /api/webhook/v1':
    'updates the webhook its body names through the store; another agency gets 404 (specPaths suite)',
  'PUT /api/agency/v1/license':
    'updates the licence its body names through the store; another agency gets 404 (specPaths suite)',
  'PUT /api/agency/v1/agent/license':
    'updates the agent licence its body names through the store; another agency gets 404 (specPaths suite)',
  'GET /api/agency/v1/agent/license/searchall': 'the agent licence list through the store (specPaths suite)',
  'GET /api/agency/v1/agent/license/:state([A-Za-z]{2})':
    'the agent licence list of one state through the store; Alpha sees no Beta licence (specPaths suite)',
  'GET /api/account/v1/agency/cowbell/surplus/search':
    'the surplus licence list through the store; an agency sees its own only (specPaths suite)',
  'GET /api/auth/v1/permissions/map': 'no tenant data: the permission names (specPaths suite)',
  'GET /api/auth/v1/roles': 'the roles list through the store (specPaths suite)',
  'GET /api/auth/v1/roles/accounttype/:type':
    'the roles list of one type through the store; an agency sees no provider role (specPaths suite)',
  'GET /api/auth/v1/teams/all': 'the teams list through the store (specPaths suite)',
  'GET /api/auth/v1/teams/agency/:agencyId':
    'the teams list of one agency through the store; another agency gets none (specPaths suite)',
  'GET /api/auth/v1/teams/user/:userId':
    'the user through the users store (another agency gets 404), its teams through the teams store (specPaths suite)',
  'PUT /api/auth/v1/users/teams/migrate/:userId':
    'updates the user through the users store; another agency gets 404 (specPaths suite)',
  'GET /api/auth/v1/users/all': 'the users list through the store (specPaths suite)',
  'GET /api/auth/v1/users/agency': 'the users list of agencies through the store (specPaths suite)',
  'GET /api/auth/v1/users/claim-handlers': 'the users list through the store; an agency gets none (specPaths suite)',
  'PUT /api/auth/v1/users/me/password': 'acts on the caller only (specPaths suite)',
  'POST /api/account/v1/account/team/:accountId':
    'updates the account through the accounts store; another agency gets 404 (specPaths suite)',
  'POST /api/auth/v1/:personaPath/:accountId/jtoken':
    'staff jump-in, the same code as jump/:accountId/jtoken; an agency gets 403 (specPaths suite)',
  'POST /api/auth/v1/accounts/:accountId/myToken':
    'staff switch-account, the same code as the jump; an agency gets 403 (specPaths suite)',
  // The Rater API (spec 002 §7): no tenant data, the rating files only; a policyholder gets 403.
  'GET /api/rater/v1/all-raters': 'no tenant data: the product catalogue and rated versions (rater suite)',
  'GET /api/rater/v1/presets': 'no tenant data: the presets of the rating files (rater suite)',
  'GET /api/rater/v1/presets/:naicsCode/:preset':
    'no tenant data: a preset applied for an industry and state (rater suite)',
  'GET /api/rater/v1/rules/:naicsCode': 'no tenant data: the calculator rules of an industry and state (rater suite)',
  'GET /api/rater/v1/rules/globals/:state':
    "no tenant data: a state's limits, deductibles and waiting periods (rater suite)",
  'POST /api/rater/v1/calculator': 'no tenant data: prices a request, stores nothing (rater suite)',
  'POST /api/rater/v1/irpm': 'no tenant data: computes the IRPM modifier, stores nothing (rater suite)',
  // The policy state machine: each action through the policies store; another agency's policy is 404.
  'GET /api/policy/v1/statuses': 'no tenant data: the declared policy machine (policies.lifecycle suite)',
  'GET /api/policy/v1/lifecycle': 'no tenant data: the declared policy machine (policies.lifecycle suite)',
  'GET /api/policy/v1/reasons': 'no tenant data: the cancellation reasons (policies.lifecycle suite)',
  'PUT /api/policy/v1/cancel/:id':
    'a policy lifecycle action through the policies store: tenancy 404, state 409 (policies.lifecycle suite)',
  'PUT /api/policy/v1/:productType/cancel/:id':
    'the cancel action through the policies store: tenancy 404, state 409 (policies.lifecycle suite)',
  'PUT /api/policy/v1/P250/flatcancel/:id':
    'a policy lifecycle action through the policies store: tenancy 404, state 409 (policies.lifecycle suite)',
  'PUT /api/policy/v1/void/:id':
    'a policy lifecycle action through the policies store: tenancy 404, state 409 (policies.lifecycle suite)',
  'PUT /api/policy/v1/:productType/void/:id':
    'the void action through the policies store: tenancy 404, state 409 (policies.lifecycle suite)',
  'PUT /api/policy/v1/undo-cancelled-policy/:id':
    'a policy lifecycle action through the policies store: tenancy 404, state 409 (policies.lifecycle suite)',
  'PUT /api/policy/v1/description/:id':
    'Check In Mail, a policy lifecycle action through the policies store: tenancy 404, state 409 (policies.lifecycle suite)',
  'POST /api/policy/v1/renewalReminder/run':
    'the renewal reminders run, provider staff only; each reminder an action of the policy through its store (policies.renewalReminders suite)',
  'POST /api/policy/v1/bor/:id':
    'a broker-of-record change filed as an action of the policy through its store, staff only (policies.bor suite)',
  'PUT /api/policy/v1/bor/:id':
    'a broker-of-record decision: the account moves through its store, staff only (policies.bor suite)',
  'PUT /api/policy/v1/update/BOR/:id':
    'a pending broker-of-record change updated through the policy store, version 409 (policies.bor suite)',
  'GET /api/policy/v1/search/bor-policies': 'the broker-of-record requests, staff only (policies.bor suite)',
  'POST /api/policy/v1/:id/mute-renewal-reminders':
    'a policy servicing action through the policies store: tenancy 404, state 409 (policies.servicing, policies.lifecycle suites)',
  'POST /api/policy/v1/:id/mute-renewal-reminders/:productType':
    'the mute action on the product path through the policies store: tenancy 404, product 400 (policies.servicing suite)',
  'PUT /api/policy/v1/:id/open-for-renewal':
    'a policy servicing action through the policies store: tenancy 404, state 409 (policies.servicing, policies.lifecycle suites)',
  'POST /api/policy/v1/optout/:id':
    'a policy servicing action through the policies store: tenancy 404, state 409 (policies.servicing, policies.lifecycle suites)',
  'PUT /api/policy/v1/:id/contact':
    'a policy servicing action through the policies store: tenancy 404, state 409 (policies.servicing, policies.lifecycle suites)',
  'POST /api/policy/v1/:id/endorsement':
    'the endorsement, a policy action through the policies store: tenancy 404, state 409, dates 400 (policies.servicing suite)',
  'GET /api/policy/v1/midterm/list/:policyNumber':
    "the policy by number among the caller's visible policies: another agency gets 404 (policies.servicing suite)",
  'GET /api/policy/v1/:productType/midterm/list/:policyNumber':
    "the policy by number among the caller's visible policies: another agency gets 404 (policies.servicing suite)",
  // The quote cart's spec paths: through the accounts, cart and quotes stores; a foreign account or entry is 404.
  'GET /api/quote/v1/:productType/verify/:accountId':
    'the account through the accounts store; another agency gets 404 (quoteCart suite)',
  'GET /api/quote/v1/:productType/license/:accountId':
    'the account through the accounts store; another agency gets 404 (quoteCart suite)',
  'POST /api/quote/v1/:productType/cart/account':
    "creates through the cart store (client-record rule); another agency's account is 404 (quoteCart suite)",
  'GET /api/quote/v1/cart': "the cart list through the store; Beta sees none of Alpha's entries (quoteCart suite)",
  'DELETE /api/quote/v1/cart/:id': 'removes through the cart store; another agency gets 404 (quoteCart suite)',
  'POST /api/quote/v1/cart':
    "reads the account and entries through the stores (404 for another agency's), creates quotes through the quotes store (quoteCart suite)",
  // Premium financing (resources/financing): each call reads the policy through the policies store.
  'GET /api/billing/v1/get-installment':
    'the policy read through the policies store: Beta gets 404 on an Alpha policy (financing suite)',
  'GET /api/billing/v1/finance':
    'the policy read through the policies store: Beta gets 404 on an Alpha policy (financing suite)',
  'POST /api/billing/v1/create/premiumFinance':
    'a policy action through the policies store: Beta gets 404, the policyholder accepts its own (financing suite)',
  'POST /api/billing/v1/finance':
    'a policy action through the policies store: Beta gets 404 on an Alpha policy (specPaths.billing suite)',
  'PUT /api/billing/v1/pay/premiumFinance':
    'a policy action through the policies store: Beta gets 404 on an Alpha policy (specPaths.billing suite)',
  // Payments and the billing ledger (resources/payments): each call reads the policy through the policies store.
  'GET /api/billing/v1/payment':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'GET /api/billing/v1/oneInc/key':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'POST /api/billing/v1/paid':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'GET /api/billing/v1/ach/:policyNumber':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'GET /api/billing/v1/search':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'GET /api/billing/v1/balance/:policyId':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'GET /api/billing/v1/invoice/balance/:policyId':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'GET /api/billing/v1/amountPaid/:policyId':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'PUT /api/billing/v1/transaction':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'POST /api/billing/v1/external/applyPayment':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'POST /api/billing/v1/close':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'PUT /api/billing/v1/toggle/invoiceReminder':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'POST /api/billing/v1/invoiceReminder/:policyId':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (payments suite)",
  'GET /api/billing/v1/xpress-enabled':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (specPaths.billing suite)",
  'GET /api/billing/v1/agreement':
    'the policy read through the policies store: Beta gets 404 on an Alpha policy (specPaths.billing suite)',
  'POST /api/billing/v1/payfor/:accountId':
    'the account through the accounts store, its policies through the policies store, each paid as a policy action: Beta gets 404 (specPaths.billing suite)',
  'POST /api/billing/v1/save':
    "an action of the named account through the accounts store: Beta gets 404 on the policyholder's account (payments suite)",
  'DELETE /api/billing/v1/payment-method/:id':
    "an action of the method's account through the accounts store: Beta gets 404 on the policyholder's method (payments suite)",
  // The account family's products (resources/quoteCart/products.ts) and the agencies list on its spec path.
  'GET /api/account/v1/products': "the server's rating catalogue: no tenant data (specPaths.accounts suite)",
  'GET /api/account/v1/eligible-products':
    'the accounts store: Beta gets 404 on an Alpha account (specPaths.accounts suite)',
  'GET /api/auth/v1/admin/agencies': "the agencies store's list, as its search alias (specPaths.accounts suite)",
  // The policy family's spec read paths (resources/policies/specPaths): each reads through the policies store.
  'GET /api/policy/v1/P250/:id': 'the policies store: Beta gets 404 on an Alpha policy (specPaths.policies suite)',
  'GET /api/policy/v1/P250/details/:id':
    'the policies store: Beta gets 404 on an Alpha policy (specPaths.policies suite)',
  'GET /api/policy/v1/search/dashboard':
    "the policies store's visible rows, as the dashboard (specPaths.policies suite)",
  'GET /api/policy/v1/search/premium':
    "the policies store's list and sum: Beta lists none of Alpha's (specPaths.policies suite)",
  'GET /api/policy/v1/erp/eligibility/:id':
    'the policies store: Beta gets 404 on an Alpha policy (specPaths.policies suite)',
  'POST /api/billing/v1/invoiceReminder/run':
    'provider staff only (403 for an agency); the run acts as the system through the policies store (payments.reminders suite)',
  // Agency-billed invoices, send to accounting, payment status by number (resources/payments/routes/invoiceRoutes.ts).
  'GET /api/billing/v1/agencyBillInvoice/:month/:year':
    "the agency's own agency-billed policies from the policies store's visible rows: Beta gets 404 on Alpha's agency (billing paths suite)",
  'GET /api/billing/v1/agencyBilledInvoices/stats':
    "the agency's own agency-billed policies from the policies store's visible rows: Beta gets 404 on Alpha's agency (billing paths suite)",
  'POST /api/billing/v1/accounting':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (billing paths suite)",
  'GET /api/billing/v1/oneInc/:policyNumber':
    "the policy found among the policies store's visible rows: Beta gets 404 on the policyholder's policy (billing paths suite)",
  'GET /api/billing/v1/contact':
    'the client account read and changed through the accounts store: Beta gets 404 on an Alpha client (billing paths suite)',
  'POST /api/billing/v1/contact':
    'the client account read and changed through the accounts store: Beta gets 404 on an Alpha client (billing paths suite)',
  'PUT /api/billing/v1/contact/:id':
    'the client account read and changed through the accounts store: Beta gets 404 on an Alpha client (billing paths suite)',
  'DELETE /api/billing/v1/contact/:id':
    'the client account read and changed through the accounts store: Beta gets 404 on an Alpha client (billing paths suite)',
  'GET /api/billing/v1/desc':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (billing paths suite)",
  'POST /api/billing/v1/oneInc/validate':
    "the policy read through the policies store: Beta gets 404 on the policyholder's policy (billing paths suite)",
  // The accounts' bulk import (resources/accountImport): a job is its uploader's organisation's (staff: all); rows go through the accounts store.
  'POST /api/account/v1/account/bulk-upload':
    "queues an import of the caller's own; its rows are created through the accounts store as the uploader (accountImport suite)",
  'GET /api/account/v1/account/bulk-upload/search':
    "the caller's organisation's imports only; Beta sees none of Alpha's (accountImport suite)",
  'GET /api/account/v1/account/bulk-upload/template': 'no tenant data: the column names (accountImport suite)',
  'GET /api/account/v1/account/bulk-upload/:id':
    "an import of the caller's organisation; Beta gets 404 on Alpha's (accountImport suite)",
  'GET /api/account/v1/account/bulk-upload/:id/errors':
    "an import of the caller's organisation; Beta gets 404 on Alpha's (accountImport suite)",
  'GET /api/account/v1/account/bulk-upload/:id/invalid-rows':
    "an import of the caller's organisation; Beta gets 404 on Alpha's (accountImport suite)",
  // Connectors (resources/connectors): every path reads connections through the connectors' store or the account through the accounts' store.
  ...Object.fromEntries(
    [
      'GET /api/connector/v1/connections',
      'POST /api/connector/v1/connections',
      'DELETE /api/connector/v1/connections/:id',
      'GET /api/connector/v1/connections/:id/status',
      'POST /api/connector/v1/wizer/add',
      'GET /api/connector/v1/account/:accountId',
      'POST /api/connector/v1/consent',
      'GET /api/connector/v1/consent/:accountId',
      'POST /api/connector/v1/leen/organization',
      'POST /api/connector/v1/leen/invite-token',
      ...['getLatestScore', 'getScoresHistory', 'getShortlistActions', 'getActionList'].map(
        (path) => `GET /api/connector/v1/:connectorType/${path}/:connectorId`,
      ),
    ].map((route) => [
      route,
      "through the connectors' store (client-record rule) or the accounts' store: Beta gets 404 on Alpha's (connectors suite)",
    ]),
  ),
  'GET /api/connector/v1/connectors/all': 'no tenant data: the connector catalogue (connectors suite)',
  'GET /api/connector/v1/connectors/:connectorType/oauth/metadata':
    'no tenant data: the OAuth client id, scopes and redirect uri (connectors suite)',
  'GET /api/connector/v1/aws/regions': 'no tenant data: the AWS regions (connectors suite)',
  // Claims management (resources/claimsManagement): every path reads the file through the claim files' store (client-record rule).
  ...Object.fromEntries(
    ['reserves', 'invoices', 'tasks', 'notes', 'diaries'].flatMap((segment) => [
      [
        `GET /api/claimsmgmt/v1/claimsFile/:id/${segment}`,
        "the file read through the claim files' store first: Beta gets 404 on Alpha's (claimsManagement suite)",
      ],
      [
        `POST /api/claimsmgmt/v1/claimsFile/:id/${segment}`,
        "an action of the file through the store's act: tenancy 404, version and state 409 (claimsManagement suite)",
      ],
      [
        `PUT /api/claimsmgmt/v1/claimsFile/:id/${segment}/:itemId`,
        "an action of the file through the store's act: tenancy 404, version and state 409 (claimsManagement suite)",
      ],
      [
        `DELETE /api/claimsmgmt/v1/claimsFile/:id/${segment}/:itemId`,
        "an action of the file through the store's act: tenancy 404, version and state 409 (claimsManagement suite)",
      ],
    ]),
  ),
  ...Object.fromEntries(
    ['close', 'reopen', 'noticeonly'].map((action) => [
      `POST /api/claimsmgmt/v1/claimsFile/:id/${action}`,
      'a lifecycle action: tenancy, version and state (claimsManagement suite)',
    ]),
  ),
  'GET /api/claimsmgmt/v1/claimsFile/lifecycle': 'no tenant data: the declared machine (claimsManagement suite)',
  'GET /api/claimsmgmt/v1/claimsFile':
    "the spec's list path of the claim files' store, as its search (claimsManagement suite: Beta sees none of Alpha's)",
  'PUT /api/claimsmgmt/v1/claimsFile':
    "an update through the claim files' store with the id in the body (claimsManagement suite)",
  'DELETE /api/claimsmgmt/v1/claimsFile':
    "a delete through the claim files' store with the id in the query or body (claimsManagement suite)",
  'POST /api/claimsmgmt/v1/claimsFile/attach-claim':
    "an action of the file; the claim read through the claims store (claimsManagement suite: another agency's claim is 400)",
  'GET /api/claimsmgmt/v1/claimsFile/download':
    "the claim files' list through the store, as a CSV (claimsManagement suite)",
  'GET /api/claimsmgmt/v1/lossrun':
    "the account read through the accounts store (Beta gets 404 on Alpha's), its files through the claim files' store (claimsManagement suite)",
  'GET /api/claimsmgmt/v1/graphs': "counts over the store's visible rows only (claimsManagement suite)",
  'GET /api/claimsmgmt/v1/statuses': 'no tenant data: the statuses (claimsManagement suite)',
  'GET /api/claimsmgmt/v1/severity': 'no tenant data: the severities (claimsManagement suite)',
  'GET /api/claimsmgmt/v1/incident-types': 'no tenant data: the incident types (claimsManagement suite)',
  'GET /api/claimsmgmt/v1/litigation-statuses': 'no tenant data: the litigation statuses (claimsManagement suite)',
  'GET /api/claimsmgmt/v1/panel/subcategories': 'no tenant data: the vendor panel catalogue (claimsManagement suite)',
};

/** Route patterns the matrix covers for one resource (Fastify's `:param` spelling). */
const matrixRoutes = (apiBase: string) => [
  `GET ${apiBase}/search`,
  `POST ${apiBase}`,
  `GET ${apiBase}/:id`,
  `PUT ${apiBase}/:id`,
  `DELETE ${apiBase}/:id`,
  `GET ${apiBase}/:id/history`,
  `POST ${apiBase}/:id/history/:historyId/revert`,
];

/**
 * The spellings a printed route may stand for: where two routes name the parameter at one position differently
 * (`/api/quote/v1/:id` and `/api/quote/v1/:productType/verify/:accountId`), the tree prints `:id|:productType`,
 * and each route is one of the combinations.
 */
function spellings(route: string): string[] {
  return route
    .split('/')
    .reduce<string[]>(
      (paths, segment, index) =>
        segment.split('|').flatMap((name) => paths.map((p) => (index === 0 ? name : `${p}/${name}`))),
      [''],
    );
}

/** Every method + path Fastify registered, rebuilt from its printed route tree (each level indents 4). */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    const match = /^(\S+) \(([A-Z, ]+)\)/.exec(line.slice(at + 3));
    if (at < 0) continue;
    const depth = Math.floor(at / 4);
    const segment = match ? match[1] : line.slice(at + 3).trim();
    const path = (depth > 0 ? prefixes[depth - 1] : '') + segment;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (!match) continue;
    for (const method of match[2].split(',').map((m) => m.trim()))
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

forEachDatabase(
  'route coverage of the tenant matrix',
  (ctx) => {
    it('every protected /api route is covered by the tenant matrix or named with the suite that covers it', async () => {
      const routes = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false })).filter((r) =>
        r.split(' ')[1].startsWith('/api/'),
      );
      expect(routes.length).toBeGreaterThan(10);
      const covered = new Set([
        ...SERVER_RESOURCES.flatMap((r) => matrixRoutes(r.declaration.apiBase)),
        ...Object.keys(COVERED_ELSEWHERE),
      ]);
      const uncovered: string[] = [];
      for (const route of routes) {
        if (spellings(route).some((spelling) => covered.has(spelling))) continue;
        const [method, path] = route.split(' ');
        // Public routes answer without a token; a protected one refuses with 401.
        const probe = await ctx.request(method, path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'), {
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        if (probe.status === 401) uncovered.push(route);
      }
      expect(uncovered).toEqual([]);
    });

    it('every route the matrix relies on is really registered', () => {
      const routes = new Set(registeredRoutes(ctx.app.printRoutes({ commonPrefix: false })).flatMap(spellings));
      for (const resource of SERVER_RESOURCES)
        for (const route of matrixRoutes(resource.declaration.apiBase)) expect(routes, route).toContain(route);
    });
  },
  { kinds: ['embedded', 'postgres'] },
);
