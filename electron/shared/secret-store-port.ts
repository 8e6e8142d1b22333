// The SecretStore port: API keys live only in the OS keychain, one account per provider id (or MCP server key).
// Implementations and their typed errors are in electron/secrets; tools that need secrets take this port.
export interface SecretStore {
  /** The stored value, or null when the account has none. */
  get(account: string): Promise<string | null>;
  /** Stores (or overwrites) the value for the account. */
  set(account: string, value: string): Promise<void>;
  /** Removes the account's value; true when something was removed. */
  delete(account: string): Promise<boolean>;
  /** Whether the account has a value. */
  has(account: string): Promise<boolean>;
  /**
   * The secret values this process has read or written (memory only), for redaction by the audit log,
   * the memory tool and error messages. A fresh frozen array each call; never log it.
   */
  knownValues(): readonly string[];
}
