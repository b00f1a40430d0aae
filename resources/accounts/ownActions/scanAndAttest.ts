/**
 * On-demand scan (spec 001 §2; §8 "Data Scanned Successfully!") and the no-primary-domain attestation (spec 001
 * §4 "Attesting that there is no primary web domain updates the profile group. The profile score is re-fetched
 * 3 seconds later"; §8 "Not able to attest at this time. Please try again later."). Paths not shown: decided.
 */
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import { invalid } from '../../../src/server/http/apiError';
import { accountsResource } from '../declaration';
import { accountDomains } from './accountDomains';
import { OWN_ACTION_MESSAGES as M } from './messages';
import { localScanner, type SecurityScanner } from './scanner';

const version = { type: 'integer' } as const;

/** The scan reads the account's domains (account details), asks the scanner and keeps its findings with `scannedAt`. */
export const scanAction = (scanner: SecurityScanner = localScanner): ResourceAction => ({
  name: 'scan',
  method: 'PUT',
  path: '/:id/scan',
  permission: accountsResource.permissions.update,
  body: { type: 'object', properties: { version }, additionalProperties: false },
  effect: async ({ trx, record }) => {
    const domains = await accountDomains(trx, String(record.id));
    if (!domains.length) throw invalid([{ field: 'domainName', detail: M.noDomain }]);
    const result = await scanner.scan(domains);
    return { securityScan: JSON.stringify(result), scannedAt: new Date() };
  },
});

/**
 * The account's profile has a web-presence group; attesting that the account has no primary domain answers it:
 * the attestation is kept (who, when) and the profile score counts the group once (+1). An account whose details
 * name a domain, or already attested, is refused (400 naming `domainName`).
 */
export const ATTEST_NO_PRIMARY_DOMAIN: ResourceAction = {
  name: 'attest-no-primary-domain',
  method: 'PUT',
  path: '/:id/attest-no-domain',
  permission: accountsResource.permissions.update,
  body: {
    type: 'object',
    properties: { version, attested: { const: true, errorMessage: { const: M.attestRequired } } },
    required: ['attested'],
    additionalProperties: false,
    errorMessage: { required: { attested: M.attestRequired } },
  },
  effect: async ({ trx, record, principal }) => {
    if (record.noPrimaryDomain || (await accountDomains(trx, String(record.id))).length)
      throw invalid([{ field: 'domainName', detail: M.hasDomain }]);
    return {
      noPrimaryDomain: JSON.stringify({ attested: true, by: principal.email, on: new Date().toISOString() }),
      profileScore: Number(record.profileScore ?? 0) + 1,
    };
  },
};
