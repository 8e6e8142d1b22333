// Node built-ins the core needs only once it does something, loaded on first use instead of at start: node:child_process
// brings net, dgram and the stream machinery with it, node:crypto its ~20 internal modules (~2-3 ms each before ready).
// process.getBuiltinModule: Node ≥ 20.16 (package.json asks for 20.19).
import type * as ChildProcessModule from 'node:child_process';
import type * as CryptoModule from 'node:crypto';

/** node:child_process, loaded the first time something is spawned. */
export function childProcess(): typeof ChildProcessModule {
  return process.getBuiltinModule('node:child_process');
}

/** node:crypto, loaded the first time an id, hash or random value is made. */
export function nodeCrypto(): typeof CryptoModule {
  return process.getBuiltinModule('node:crypto');
}
