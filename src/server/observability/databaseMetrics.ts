import { Histogram } from 'prom-client';

/**
 * Time of each statement sent through the query layer, in seconds. One for the process (a database is opened before
 * the app that serves it); each app's registry registers it (`platformMetrics`).
 */
export const databaseQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Time of each statement sent through the query layer',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [],
});

/** Kysely's `log` option: observes each statement's time (failed ones too). */
export const observeQuery = (event: { queryDurationMillis: number }): void => {
  databaseQueryDuration.observe(event.queryDurationMillis / 1000);
};
