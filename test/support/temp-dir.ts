// Temporary folders for tests: each test makes real folders under the OS temp dir and removes them afterwards.
// Usage: const temp = createTempDirs(); afterEach(() => temp.cleanup()); const dir = temp.make('storage');
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TempDirs {
  /** Creates a fresh empty folder and remembers it for cleanup. */
  make: (label?: string) => string;
  /** Removes every folder made so far. */
  cleanup: () => void;
}

export function makeTempDir(label = 'test'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `hearth-${label}-`));
}

export function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export function createTempDirs(): TempDirs {
  const made: string[] = [];
  return {
    make: (label) => {
      const dir = makeTempDir(label);
      made.push(dir);
      return dir;
    },
    cleanup: () => {
      for (const dir of made.splice(0)) removeTempDir(dir);
    },
  };
}
