// `calendar add NAME URL [--user USER] | list | remove NAME`: the calendar accounts the calendar tools read. `add`
// tests the connection first and, with --user, reads the password from stdin into the keychain (never argv, never
// SQLite, never printed); `remove` takes the password with it.
import type { HearthRuntime } from '../../runtime/create-runtime';
import { isSecretStoreError } from '../../secrets/secret-store';
import { exitCodes, type CliIo } from '../cli-io';

export interface CalendarCommandDeps {
  runtime: Pick<HearthRuntime, 'calendar'>;
  io: CliIo;
  json: boolean;
  user?: string;
  readSecret: () => Promise<string>;
}

export async function runCalendarCommand(args: string[], deps: CalendarCommandDeps): Promise<number> {
  const [verb, name = '', url = ''] = args;
  const { calendar } = deps.runtime;
  const report = (value: Record<string, unknown>, text: string) =>
    deps.json ? deps.io.jsonLine({ type: 'calendar', ...value }) : deps.io.out(`${text}\n`);
  const failed = (message: string, code: number = exitCodes.failed) => {
    deps.io.err(`hearth: ${message}\n`);
    return code;
  };
  try {
    if (verb === 'list') {
      const accounts = await calendar.list();
      const lines = accounts.map(
        (account) =>
          `${account.name.padEnd(16)} ${account.kind === 'ics' ? 'subscription' : 'CalDAV      '} ${account.url}` +
          `${account.user ? ` (user ${account.user}${account.hasPassword ? ', password in the keychain' : ', no password'})` : ''}`,
      );
      report(
        { accounts },
        lines.length ? lines.join('\n') : 'No calendar accounts. Add one: hearth calendar add NAME URL --user USER',
      );
      return exitCodes.ok;
    }
    if (verb === 'remove') {
      const removed = await calendar.remove(name);
      if (!removed.ok) return failed(removed.error);
      if (!removed.removed) return failed(`no calendar account is named "${name}"`);
      report({ name, removed: true }, `Removed the calendar account ${name} and its password.`);
      return exitCodes.ok;
    }
    let password: string | undefined;
    if (deps.user) {
      password = (await deps.readSecret()).replace(/\r?\n$/, '');
      if (!password)
        return failed(
          'no password on stdin (pipe it in, e.g. `printf %s "$PASS" | hearth calendar add …`)',
          exitCodes.usage,
        );
    }
    const added = await calendar.add({
      name,
      url,
      ...(deps.user ? { user: deps.user } : {}),
      ...(password ? { password } : {}),
    });
    if (!added.ok) return failed(`the calendar account was not added: ${added.error}`);
    const kind = added.account.kind === 'ics' ? 'a read-only .ics subscription' : 'a CalDAV account';
    report(
      { account: added.account, calendars: added.calendars },
      `Added ${name}, ${kind}. Calendars: ${added.calendars.join(', ')}.${password ? ' The password is in the system keychain.' : ''}`,
    );
    return exitCodes.ok;
  } catch (error) {
    return failed(isSecretStoreError(error) ? error.message : 'the system keychain could not be used.');
  }
}
