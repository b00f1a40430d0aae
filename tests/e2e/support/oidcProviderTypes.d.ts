/** The part of oidc-provider 9 (which ships no types) that tests/e2e/support/oidcProvider.ts uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface OidcContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: Provider;
    };
  }

  export interface OidcAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface OidcConfiguration {
    clients: Array<Record<string, unknown>>;
    findAccount(ctx: OidcContext, id: string): Promise<OidcAccount | undefined>;
    loadExistingGrant?(ctx: OidcContext): Promise<OidcGrant | undefined>;
    clientBasedCORS?(ctx: OidcContext, origin: string, client: unknown): boolean;
    [setting: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration: OidcConfiguration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    Grant: new (properties: { clientId: string; accountId: string }) => OidcGrant;
  }
}
