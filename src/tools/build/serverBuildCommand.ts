/** Second half of `npm run build` (after the console's `vite build`): the server bundle in dist/server. */
import { buildServer, SERVER_OUT_DIR } from './serverBuild';

await buildServer();
console.log(`Server bundled into ${SERVER_OUT_DIR}`);
