// The person's calendar accounts: listed from settings, added only after a test connection (the password into the
// keychain as `calendar:NAME`, never SQLite), removed with their password. A URL on loopback or the local network is
// allowed: the person typed it, and the model never chooses where the calendar tools connect.
import {
  MAX_CALENDAR_ACCOUNTS,
  calendarAccountNamePattern,
  calendarKeychainAccount,
  type CalendarAccountSetting,
} from '../../shared/calendar-settings-schema';
import { err, ok, type Result } from '../../shared/result';
import type { SecretStore } from '../../shared/secret-store-port';
import type { Settings } from '../../shared/settings-schema';
import type { CalendarAccountsPort } from '../../../tools/calendar/calendar-ports';
import { createCalendarService } from '../../../tools/calendar/calendar-service';
import { looksLikeFeed } from '../../../tools/calendar/ics-feed';

export interface CalendarAccountInput {
  name: string;
  url: string;
  user?: string;
  password?: string;
}

export interface CalendarAccountView extends CalendarAccountSetting {
  hasPassword: boolean;
}

export interface CalendarAccountsDeps {
  settings: () => Settings;
  writeAccounts: (accounts: CalendarAccountSetting[]) => Result;
  secretStore: Pick<SecretStore, 'get' | 'set' | 'delete' | 'has'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createCalendarAccounts(deps: CalendarAccountsDeps) {
  const port: CalendarAccountsPort = {
    accounts: () => deps.settings().calendar.accounts,
    password: async (name) => (await deps.secretStore.get(calendarKeychainAccount(name))) ?? undefined,
  };
  const service = createCalendarService({
    accounts: port,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
  });
  const stored = () => deps.settings().calendar.accounts;

  /** Checks the input and reads the server: a CalDAV server, else a subscription (a URL ending in .ics is tried as one first). */
  async function probe(input: CalendarAccountInput, signal: AbortSignal) {
    const checked = checkInput(input);
    if (!checked.ok) return checked;
    const base = {
      name: input.name.trim(),
      url: input.url.trim(),
      ...(input.user?.trim() ? { user: input.user.trim() } : {}),
    };
    const kinds: CalendarAccountSetting['kind'][] = looksLikeFeed(base.url) ? ['ics', 'caldav'] : ['caldav', 'ics'];
    let firstError = '';
    for (const kind of kinds) {
      const account: CalendarAccountSetting = { ...base, kind };
      const tested = await service.testAccount(account, input.password, signal);
      if (tested.ok) return ok({ account, calendars: tested.calendars });
      firstError ||= tested.error;
      if (/refused the user or password/.test(tested.error)) break;
    }
    return err(firstError);
  }

  return {
    port,
    list: async (): Promise<CalendarAccountView[]> =>
      Promise.all(
        stored().map(async (account) => ({
          ...account,
          hasPassword: await deps.secretStore.has(calendarKeychainAccount(account.name)),
        })),
      ),
    /** Tests an account without storing anything: its calendars, or why it cannot be read. */
    test: async (input: CalendarAccountInput, signal: AbortSignal = new AbortController().signal) => {
      const probed = await probe(input, signal);
      return probed.ok ? ok({ kind: probed.account.kind, calendars: probed.calendars }) : probed;
    },
    /** Tests, then stores the password in the keychain and the account in settings. */
    add: async (
      input: CalendarAccountInput,
      signal: AbortSignal = new AbortController().signal,
    ): Promise<Result<{ account: CalendarAccountSetting; calendars: string[] }>> => {
      const name = input.name.trim();
      if (stored().some((account) => account.name.toLowerCase() === name.toLowerCase()))
        return err(`A calendar account named "${name}" already exists; remove it first.`);
      if (stored().length >= MAX_CALENDAR_ACCOUNTS) return err(`At most ${MAX_CALENDAR_ACCOUNTS} calendar accounts.`);
      const probed = await probe(input, signal);
      if (!probed.ok) return probed;
      const keychain = calendarKeychainAccount(probed.account.name);
      if (input.password) await deps.secretStore.set(keychain, input.password);
      else await deps.secretStore.delete(keychain);
      const written = deps.writeAccounts([...stored(), probed.account]);
      if (!written.ok) return written;
      return ok({ account: probed.account, calendars: probed.calendars });
    },
    /** Removes the account and its password; false when no account has that name. */
    remove: async (name: string): Promise<Result<{ removed: boolean }>> => {
      const kept = stored().filter((account) => account.name !== name);
      if (kept.length === stored().length) return ok({ removed: false });
      const written = deps.writeAccounts(kept);
      if (!written.ok) return written;
      await deps.secretStore.delete(calendarKeychainAccount(name));
      return ok({ removed: true });
    },
  };
}

export type CalendarAccounts = ReturnType<typeof createCalendarAccounts>;

function checkInput(input: CalendarAccountInput): Result {
  if (!calendarAccountNamePattern.test(input.name.trim()))
    return err(
      'The name must start with a letter or digit and use only letters, digits, ".", "-" or "_" (at most 64).',
    );
  let url: URL;
  try {
    url = new URL(input.url.trim());
  } catch {
    return err(`"${input.url}" is not a URL (https://calendar.example/dav/).`);
  }
  if (!/^(https?|webcals?):$/.test(url.protocol)) return err('The URL must start with https://, http:// or webcal://.');
  if (url.username || url.password) return err('Leave the user and password out of the URL; give them separately.');
  if (input.user && input.user.length > 200) return err('The user name is too long.');
  return ok();
}
