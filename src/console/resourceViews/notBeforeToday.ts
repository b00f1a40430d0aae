import { EXPIRED_LICENSE, isBeforeToday } from '../../shared/dates/today';

/** The expiry rule a schema cannot hold, checked in the browser as the server checks it. */
export const notBeforeToday =
  (field = 'expirationDate') =>
  (values: Record<string, unknown>): Record<string, string> =>
    isBeforeToday(values[field]) ? { [field]: EXPIRED_LICENSE } : {};
