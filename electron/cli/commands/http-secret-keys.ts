// `key set|delete http:NAME` and the http lines of `key status`: http_request's secrets live in the keychain as
// `http:NAME` and their names in `tools.httpRequest.secretNames`, so status and Settings list them (never a value).
import type { SecretStore } from '../../secrets/secret-store';
import { httpSecretAccount, httpSecretNameOf } from '../../shared/http-secrets';
import type { Result } from '../../shared/result';
import { exitCodes, type CliIo } from '../cli-io';

/** The names setting, as the runtime reads and writes it. */
export interface HttpSecretNames {
  names(): readonly string[];
  setNames(names: string[]): Promise<Result>;
}

export interface HttpSecretKeyDeps {
  secretStore: SecretStore;
  io: CliIo;
  names: HttpSecretNames;
  readSecret: () => Promise<string>;
  report: (value: Record<string, unknown>, text: string) => void;
}

export function isHttpSecretAccount(account: string): boolean {
  return account.toLowerCase().startsWith('http:');
}

/** `set` (value from stdin) or `delete` of one `http:NAME` secret; the name is kept in settings beside it. */
export async function runHttpSecretKey(verb: string, account: string, deps: HttpSecretKeyDeps): Promise<number> {
  const name = httpSecretNameOf(account);
  if (!name) {
    deps.io.err('hearth: an http secret is named http:NAME, NAME of a-z 0-9 _ . - (at most 59 characters).\n');
    return exitCodes.usage;
  }
  const stored = httpSecretAccount(name);
  const others = deps.names.names().filter((known) => known !== name);
  if (verb === 'delete') {
    const deleted = await deps.secretStore.delete(stored);
    const saved = await deps.names.setNames(others);
    if (!saved.ok) deps.io.err(`hearth: ${saved.error}\n`);
    deps.report(
      { provider: stored, deleted },
      deleted ? `Deleted ${stored} from the system keychain.` : `No ${stored} was stored.`,
    );
    return exitCodes.ok;
  }
  if (verb !== 'set') {
    deps.io.err(`hearth: an http secret takes 'key set ${stored}' or 'key delete ${stored}'.\n`);
    return exitCodes.usage;
  }
  const value = (await deps.readSecret()).trim();
  if (!value) {
    deps.io.err(`hearth: no secret on stdin (pipe it in, e.g. \`printf %s "$TOKEN" | hearth key set ${stored}\`).\n`);
    return exitCodes.usage;
  }
  await deps.secretStore.set(stored, value);
  const saved = await deps.names.setNames([...others, name].sort());
  if (!saved.ok) {
    deps.io.err(`hearth: the secret is stored, but its name could not be listed in settings: ${saved.error}\n`);
    return exitCodes.failed;
  }
  deps.report(
    { provider: stored, stored: true },
    `${stored} is stored in the system keychain; write {{secret:${name}}} in an http_request header, query or body.`,
  );
  return exitCodes.ok;
}

/** Whether each named http secret has a value in the keychain, keyed by its account (`http:NAME`). */
export async function httpSecretStatus(store: SecretStore, names: HttpSecretNames): Promise<Record<string, boolean>> {
  const accounts = names.names().map(httpSecretAccount);
  const stored = await Promise.all(accounts.map((account) => store.has(account)));
  return Object.fromEntries(accounts.map((account, index) => [account, stored[index] === true]));
}
