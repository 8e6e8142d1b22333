// Binds an approval to the exact arguments shown: sha256 over canonical JSON (object keys sorted, recursively).
// Two argument objects that differ only in key order hash the same; any other change gives a different hash.
import { nodeCrypto } from '../../../tools/lazy-builtins';
import { canonicalJson } from '../../shared/canonical-json';

export { canonicalJson } from '../../shared/canonical-json';

/** sha256 hex of `canonicalJson(args)`. */
export function canonicalArgsHash(args: unknown): string {
  return nodeCrypto().createHash('sha256').update(canonicalJson(args), 'utf8').digest('hex');
}

/**
 * The hash a call's approval is bound to, computed once when the call is prepared (electron/agent/loop/tool-call-prepare.ts);
 * undefined when the arguments cannot be hashed (a cycle), which the gate denies.
 */
export function argsHashOf(args: unknown): string | undefined {
  try {
    return canonicalArgsHash(args);
  } catch {
    return undefined;
  }
}
