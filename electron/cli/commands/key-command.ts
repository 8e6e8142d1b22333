// `key set|delete|status [PROVIDER]`: API keys in the OS keychain (model providers, and the brave/tavily search keys). `set` reads the key from stdin (never from the
// command line, where it would land in shell history and the process list) and never prints it back.
import type { SecretStore } from '../../secrets/secret-store';
import { isSecretStoreError } from '../../secrets/secret-store';
import { keychainAccounts } from '../../shared/settings-schema';
import { exitCodes, type CliIo } from '../cli-io';

export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

export async function runKeyCommand(
  args: string[],
  deps: { secretStore: SecretStore; io: CliIo; json: boolean; readSecret: () => Promise<string> },
): Promise<number> {
  const [verb, provider] = args;
  const report = (value: Record<string, unknown>, text: string) =>
    deps.json ? deps.io.jsonLine({ type: 'key', ...value }) : deps.io.out(`${text}\n`);
  const fail = (error: unknown) => {
    deps.io.err(`hearth: ${isSecretStoreError(error) ? error.message : 'the system keychain could not be used.'}\n`);
    return exitCodes.failed;
  };
  if (verb === 'status') {
    const accounts: Record<string, boolean> = {};
    try {
      for (const id of keychainAccounts) accounts[id] = await deps.secretStore.has(id);
    } catch (error) {
      return fail(error);
    }
    report(
      { accounts },
      keychainAccounts
        .map((id) => `${id.padEnd(11)} ${accounts[id] ? 'stored in the system keychain' : '—'}`)
        .join('\n'),
    );
    return exitCodes.ok;
  }
  if (!provider || !(keychainAccounts as readonly string[]).includes(provider)) {
    deps.io.err(`hearth: name a provider: ${keychainAccounts.join(', ')}\n`);
    return exitCodes.usage;
  }
  try {
    if (verb === 'delete') {
      const deleted = await deps.secretStore.delete(provider);
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
    await deps.secretStore.set(provider, value);
    report({ provider, stored: true }, `The ${provider} key is stored in the system keychain.`);
    return exitCodes.ok;
  } catch (error) {
    return fail(error);
  }
}
