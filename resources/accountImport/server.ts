/**
 * The accounts' bulk import extends the accounts resource: its tables, its routes and its server job (started
 * when the app is ready, stopped when it closes), with the accounts' store as its own.
 */
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import { AccountImportRunner } from './importRunner';
import * as importMigration from './migration';
import { registerAccountImportRoutes } from './routes';

export const accountImportServer: ServerExtension = {
  name: 'accountImport',
  extends: 'accounts',
  migrations: { '20261205_account_imports': importMigration },
  routes(app, context) {
    const runner = new AccountImportRunner(
      context.db as never,
      () => ({ accounts: context.store, accountTags: context.storeOf('accountTags') }),
      app.log,
    );
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
    registerAccountImportRoutes(app, context, runner);
  },
};
