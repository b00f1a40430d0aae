import { forEachDatabase } from './support/databases';
import { throttleJourneys } from './support/throttleJourneys';

forEachDatabase('auth: throttling, counters in the database', throttleJourneys);
