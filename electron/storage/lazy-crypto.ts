// node:crypto for the stores, loaded the first time an id or hash is made instead of at start (its ~20 internal
// modules cost ~2 ms before ready). The tools' twin is tools/lazy-builtins.ts (storage may not import tools).
import type * as CryptoModule from 'node:crypto';

export function nodeCrypto(): typeof CryptoModule {
  return process.getBuiltinModule('node:crypto');
}
