/**
 * The accounts' bulk import rides on the accounts resource, as financing rides on policies:
 * `withAccountImport(accounts)` adds the import's tables, its routes and its server job (started when the app is
 * ready, stopped when it closes) to the resource it is given, keeping whatever that resource already brings.
 */
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { AccountImportRunner } from './importRunner';
import * as importMigration from './migration';
import { registerAccountImportRoutes } from './routes';

export function withAccountImport(resource: ServerResource): ServerResource {
  return {
    ...resource,
    migrations: { ...resource.migrations, '20261205_account_imports': importMigration },
    routes(app, context) {
      resource.routes?.(app, context);
      const runner = new AccountImportRunner(context.db as never, () => ({ accounts: context.store, accountTags: context.storeOf('accountTags') }), app.log);
      app.addHook('onReady', async () => runner.start());
      app.addHook('onClose', async () => runner.stop());
      registerAccountImportRoutes(app, context, runner);
    },
  };
}
