// Follows a knowledge source on disk with fs.watch (recursive for a folder: Linux since Node 20, macOS, Windows); a
// watcher that fails (too many watches, the folder removed) stops quietly: the next start's pass still catches up.
import { watch } from 'node:fs';

export function watchKnowledgePath(target: string, onChange: () => void): (() => void) | undefined {
  try {
    const watcher = watch(target, { recursive: true, persistent: false }, () => onChange());
    watcher.on('error', () => watcher.close());
    return () => watcher.close();
  } catch {
    return undefined;
  }
}
