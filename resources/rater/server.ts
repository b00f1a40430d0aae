/** The rater (presets, rules, the calculator) extends the quotes resource: its routes, its permission and grants. */
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import { grants, RATER_READ } from './grants';
import { registerRaterRoutes } from './routes';

export const raterServer: ServerExtension = {
  name: 'rater',
  extends: 'quotes',
  grants,
  permissions: [RATER_READ],
  routes: registerRaterRoutes,
};
