/** `npm run seed:demo`: adds the demo data to the configured database if it has no users yet. */
import { loadConfig } from '../config';
import { openPlatformDatabase, PLATFORM_RESOURCES } from '../platform';
import { DEMO_LOGINS, DEMO_PASSWORD, isEmpty, seedDemo } from './demoData';

const config = loadConfig();
const database = await openPlatformDatabase(config);
try {
  if (await isEmpty(database.db)) {
    await seedDemo(database.db, config.region, PLATFORM_RESOURCES);
    console.log('Demo data added. Logins (password %s):', DEMO_PASSWORD);
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(28)} ${login.persona}`);
  } else {
    console.log('The database already has users; demo data was not added.');
  }
} finally {
  await database.close();
}
