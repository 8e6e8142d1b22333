// What the calendar tools need from the runtime: the accounts the person added (settings, no password) and each
// account's password (the keychain, `calendar:NAME`), passed in by electron/runtime/calendar/calendar-accounts.ts.
export type CalendarAccountKind = 'caldav' | 'ics';

export interface CalendarAccount {
  /** The person's name for it ("work"); the keychain account is `calendar:NAME`. */
  name: string;
  /** A CalDAV server (discovery starts here) or a read-only `.ics` subscription. */
  url: string;
  kind: CalendarAccountKind;
  /** Basic auth user; absent for a public subscription. */
  user?: string;
}

export interface CalendarAccountsPort {
  accounts: () => readonly CalendarAccount[];
  /** The account's password from the keychain; undefined when none is stored. */
  password: (name: string) => Promise<string | undefined>;
}
