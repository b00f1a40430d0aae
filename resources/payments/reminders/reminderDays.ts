import { addDays } from '../../../src/shared/billing/schedule';

/**
 * When an unpaid invoice's reminders go out, in days from its due date (decided; the spec shows the switch and the
 * manual "payment reminder" only): three days before, on the day, and a week late. Each is sent once.
 */
export const REMINDER_OFFSETS = [-3, 0, 7] as const;

/** The reminder an invoice due on `dueDate` has on `today` (its day, ISO), or undefined when none is due. */
export function reminderDayOf(dueDate: string, today: string): string | undefined {
  return REMINDER_OFFSETS.some((offset) => addDays(dueDate, offset) === today) ? today : undefined;
}

/** The due dates whose invoices have a reminder on `today`. */
export const dueDatesRemindedOn = (today: string): string[] =>
  REMINDER_OFFSETS.map((offset) => addDays(today, -offset));
