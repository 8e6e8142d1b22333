// The IPC contract of Settings → Calendar: the accounts (never a password), a test connection of what the form holds,
// adding one (tested first; the password goes to the keychain) and removing one. contract.ts spreads these in.
import { z } from 'zod';
import { calendarAccountSchema } from './calendar-settings-schema';

export const calendarAccountViewSchema = calendarAccountSchema.extend({ hasPassword: z.boolean() });
export type CalendarAccountView = z.infer<typeof calendarAccountViewSchema>;

const accountInput = z
  .object({
    name: z.string().max(200),
    url: z.string().max(2_000),
    user: z.string().max(200).optional(),
    password: z.string().max(1_000).optional(),
  })
  .strict();

const testedSchema = z.object({ kind: z.enum(['caldav', 'ics']), calendars: z.array(z.string()) });

export const calendarContract = {
  'calendar:list': { request: z.object({}).strict(), response: z.array(calendarAccountViewSchema) },
  /** Reads the server with what the form holds, storing nothing: `failed` with why (never the password). */
  'calendar:test': { request: accountInput, response: testedSchema },
  /** Tests, then stores the account in settings and its password in the keychain; `refused` with why. */
  'calendar:add': { request: accountInput, response: testedSchema },
  /** Removes the account and its password; `not_found` when no account has that name. */
  'calendar:remove': { request: z.object({ name: z.string().max(200) }).strict(), response: z.null() },
} as const;
