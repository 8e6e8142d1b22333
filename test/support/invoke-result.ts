// Tests' view of the one IPC result convention: the data of a successful InvokeResult, or a thrown error naming the
// failure's kind and message (so an unexpected failure reads well in a test report).
import type { InvokeResult } from '../../electron/shared/contract';

export function dataOf<T>(result: InvokeResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.data;
}
