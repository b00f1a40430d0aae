/**
 * `GET /api/account/v1/account/domain/verify?domain=` (spec 001 §5 "every entry is verified by a server call"; path
 * not shown, decided): the domain input asks it once per entry. Syntax (the input's rule), then the blacklist
 * (resources/blacklistedDomains), then whether the domain resolves (domainResolver.ts). 200 `{domain, message:
 * "Valid domain found!", resolvedBy}`; else 400 naming `domain` with the spec's text. For whoever reads accounts.
 */
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { blacklisted, normalDomain } from '../../blacklistedDomains/server';
import { accountsResource } from '../declaration';
import { domainResolver } from './domainResolver';
import { DOMAIN_MESSAGES as M, DOMAIN_VERIFY_PATH, stripProtocol, syntaxMessage } from './domainRule';

export function registerDomainVerifyRoute(app: FastifyInstance, { db }: ResourceContext): void {
  app.get<{ Querystring: { domain?: string } }>(
    DOMAIN_VERIFY_PATH,
    {
      config: { permission: accountsResource.permissions.get },
      schema: {
        tags: [accountsResource.name],
        querystring: { type: 'object', properties: { domain: { type: 'string' } } },
      },
    },
    async (request) => {
      const typed = request.query.domain ?? '';
      const syntax = syntaxMessage(typed);
      if (syntax) throw invalid([{ field: 'domain', detail: syntax }]);
      const domain = normalDomain(stripProtocol(typed));
      if ((await blacklisted(db, [domain])).size) throw invalid([{ field: 'domain', detail: M.blacklisted }]);
      const resolution = await domainResolver().resolve(domain);
      if (!resolution.exists) throw invalid([{ field: 'domain', detail: M.unresolved }]);
      return { domain, message: M.valid, resolvedBy: resolution.resolvedBy };
    },
  );
}
