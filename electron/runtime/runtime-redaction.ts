// The runtime's secret redactor, a keychain adapter of electron/shared/redaction/secret-redactor.ts: every provider,
// search and http_request key in the keychain (read once, lazily, with a time limit), every value the SecretStore has handed out since
// (MCP secrets…), and the secret values of Hearth's own environment.
import { keychainAccounts } from '../shared/settings-schema';
import { collectEnvSecrets } from '../shared/redaction/env-secrets';
import { createSecretRedactor, type LabelledSecret, type SecretRedactor } from '../shared/redaction/secret-redactor';
import type { SecretStore } from '../secrets/secret-store';

export interface RuntimeRedactor extends SecretRedactor {
  /** Reads the provider keys from the keychain once (later calls wait for the same read), at most `timeoutMs`. */
  prime(): Promise<void>;
}

const PRIME_TIMEOUT_MS = 5_000;

export function createRuntimeRedactor(options: {
  secretStore: SecretStore;
  /** More keychain accounts to read when priming (http_request's `http:NAME` secrets, named in settings). */
  extraAccounts?: () => readonly string[];
  env: Record<string, string | undefined>;
  onError?: (error: unknown) => void;
  timeoutMs?: number;
}): RuntimeRedactor {
  const labelled = new Map<string, string>();
  const envSecrets = collectEnvSecrets(options.env);
  let primed: Promise<void> | undefined;
  const sources = (): LabelledSecret[] => {
    const fromStore = options.secretStore
      .knownValues()
      .map((value) => ({ value, label: labelled.get(value) ?? 'saved key' }));
    return [...fromStore, ...envSecrets];
  };
  const redactor = createSecretRedactor(sources);
  const readAll = async (): Promise<void> => {
    await Promise.all(
      [...keychainAccounts, ...(options.extraAccounts?.() ?? [])].map(async (id) => {
        try {
          const value = await options.secretStore.get(id);
          if (value) labelled.set(value, `${id} key`);
        } catch (error) {
          options.onError?.(error);
        }
      }),
    );
  };
  return {
    ...redactor,
    prime() {
      primed ??= Promise.race([
        readAll(),
        new Promise<void>((resolve) => setTimeout(resolve, options.timeoutMs ?? PRIME_TIMEOUT_MS).unref()),
      ]);
      return primed;
    },
  };
}
