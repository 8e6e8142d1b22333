// Where a provider's API keys live in the keychain: the first under the provider's id (`anthropic`), more added with
// `key add` under `anthropic.2`, `anthropic.3`… A run rotates through them when a key is refused or rate-limited.
export const MAX_KEYS_PER_PROVIDER = 5;

/** The keychain account of a provider's key number `index` (0: the provider's id itself). */
export const providerKeyAccount = (provider: string, index: number): string =>
  index === 0 ? provider : `${provider}.${index + 1}`;

/** Every account a provider's keys may use, first to last. */
export const providerKeyAccounts = (provider: string): string[] =>
  Array.from({ length: MAX_KEYS_PER_PROVIDER }, (_, index) => providerKeyAccount(provider, index));
