// The `calendar` settings section: the CalDAV accounts and `.ics` subscriptions the person added (name, URL, kind,
// user; the password lives in the keychain as `calendar:NAME`, never here). An entry that does not read is dropped.
import { z } from 'zod';

/** Account names: a letter or digit first, then letters, digits, `-`, `_` or `.` (at most 64). */
export const calendarAccountNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const MAX_CALENDAR_ACCOUNTS = 20;

export const calendarAccountSchema = z.object({
  name: z.string().regex(calendarAccountNamePattern),
  url: z
    .string()
    .max(2_000)
    .regex(/^(https?|webcals?):\/\/[^\s]+$/i),
  kind: z.enum(['caldav', 'ics']),
  user: z.string().min(1).max(200).optional(),
});
export type CalendarAccountSetting = z.infer<typeof calendarAccountSchema>;

/** The keychain account holding a calendar account's password. */
export function calendarKeychainAccount(name: string): string {
  return `calendar:${name}`;
}

export function calendarSectionShape() {
  return {
    accounts: z.preprocess(
      (value) => (Array.isArray(value) ? value.filter((item) => calendarAccountSchema.safeParse(item).success) : []),
      z.array(calendarAccountSchema).max(MAX_CALENDAR_ACCOUNTS).catch([]),
    ),
  };
}
