// `key set|add|delete|status [PROVIDER]`: API keys in the OS keychain (model providers, the brave/tavily search keys,
// http_request's `http:NAME` secrets through http-secret-keys.ts); `add` stores one more key for a provider (a run rotates to it, shared/provider-keys.ts). `set` and `add` read
// the key from stdin (never from the command line, where it would land in shell history) and never print it back.
import type { SecretStore } from '../../secrets/secret-store';
import { isSecretStoreError } from '../../secrets/secret-store';
import { MAX_KEYS_PER_PROVIDER, providerKeyAccounts } from '../../shared/provider-keys';
import { keychainAccounts, providerIds } from '../../shared/settings-schema';
import { exitCodes, type CliIo } from '../cli-io';
import { httpSecretStatus, isHttpSecretAccount, runHttpSecretKey, type HttpSecretNames } from './http-secret-keys';

export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

export async function runKeyCommand(
  args: string[],
  deps: {
    secretStore: SecretStore;
    io: CliIo;
    json: boolean;
    readSecret: () => Promise<string>;
    /** http_request's secret names (`tools.httpRequest.secretNames`); without it `http:NAME` is refused. */
    httpSecretNames?: HttpSecretNames;
  },
): Promise<number> {
  const [verb, provider] = args;
  const report = (value: Record<string, unknown>, text: string) =>
    deps.json ? deps.io.jsonLine({ type: 'key', ...value }) : deps.io.out(`${text}\n`);
  const fail = (error: unknown) => {
    deps.io.err(`hearth: ${isSecretStoreError(error) ? error.message : 'the system keychain could not be used.'}\n`);
    return exitCodes.failed;
  };
  if (verb === 'status' || verb === 'list') {
    const accounts: Record<string, boolean> = {};
    const counts: Record<string, number> = {};
    let http: Record<string, boolean> = {};
    try {
      if (deps.httpSecretNames) http = await httpSecretStatus(deps.secretStore, deps.httpSecretNames);
      for (const id of keychainAccounts) {
        const slots = (providerIds as readonly string[]).includes(id) ? providerKeyAccounts(id) : [id];
        const stored = await Promise.all(slots.map((account) => deps.secretStore.has(account)));
        counts[id] = stored.filter(Boolean).length;
        accounts[id] = stored[0] === true;
      }
    } catch (error) {
      return fail(error);
    }
    const describe = (id: string): string => {
      const count = counts[id] ?? 0;
      if (count === 0) return '—';
      return count === 1 ? 'stored in the system keychain' : `${count} keys stored in the system keychain`;
    };
    const httpLines = Object.entries(http).map(
      ([account, stored]) =>
        `${account.padEnd(11)} ${stored ? 'stored in the system keychain' : '— (named, no value)'}`,
    );
    report(
      { accounts: { ...accounts, ...http }, counts },
      [...keychainAccounts.map((id) => `${id.padEnd(11)} ${describe(id)}`), ...httpLines].join('\n'),
    );
    return exitCodes.ok;
  }
  if (provider && deps.httpSecretNames && isHttpSecretAccount(provider)) {
    const names = deps.httpSecretNames;
    return runHttpSecretKey(verb ?? '', provider, { ...deps, names, report }).catch(fail);
  }
  if (!provider || !(keychainAccounts as readonly string[]).includes(provider)) {
    deps.io.err(`hearth: name a provider: ${keychainAccounts.join(', ')}, or http:NAME\n`);
    return exitCodes.usage;
  }
  try {
    if (verb === 'delete') {
      // A model provider's added keys go too: no key of it is left behind.
      const slots = (providerIds as readonly string[]).includes(provider) ? providerKeyAccounts(provider) : [provider];
      const results = await Promise.all(slots.map((account) => deps.secretStore.delete(account)));
      const deleted = results.some(Boolean);
      report(
        { provider, deleted },
        deleted ? `Deleted the ${provider} key from the system keychain.` : `No ${provider} key was stored.`,
      );
      return exitCodes.ok;
    }
    const value = (await deps.readSecret()).trim();
    if (!value) {
      deps.io.err('hearth: no key on stdin (pipe it in, e.g. `printf %s "$KEY" | hearth key set openai`).\n');
      return exitCodes.usage;
    }
    if (verb === 'add') return await addKey(provider, value, deps.secretStore, report, deps.io);
    await deps.secretStore.set(provider, value);
    report({ provider, stored: true }, `The ${provider} key is stored in the system keychain.`);
    return exitCodes.ok;
  } catch (error) {
    return fail(error);
  }
}

/** Stores one more key for a model provider in its first free slot (the first key when it has none). */
async function addKey(
  provider: string,
  value: string,
  store: SecretStore,
  report: (value: Record<string, unknown>, text: string) => void,
  io: CliIo,
): Promise<number> {
  if (!(providerIds as readonly string[]).includes(provider)) {
    io.err(`hearth: only model providers take more than one key: ${providerIds.join(', ')}\n`);
    return exitCodes.usage;
  }
  const slots = providerKeyAccounts(provider);
  const stored = await Promise.all(slots.map((account) => store.has(account)));
  const free = stored.indexOf(false);
  if (free < 0) {
    io.err(`hearth: ${provider} already has ${MAX_KEYS_PER_PROVIDER} keys; delete one first.\n`);
    return exitCodes.usage;
  }
  await store.set(slots[free]!, value);
  const count = stored.filter(Boolean).length + 1;
  report(
    { provider, stored: true, count },
    `Added a ${provider} key to the system keychain (${count === 1 ? '1 key' : `${count} keys`} now).`,
  );
  return exitCodes.ok;
}
