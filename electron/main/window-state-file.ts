// Remembers the main window's size, position and maximised state in `<dataDir>/window-state.json`.
// Reads leniently (a missing or broken file means "no memory"), writes atomically (temp file + rename).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

const rectSchema = z.object({
  x: z.number().int().min(-100_000).max(100_000),
  y: z.number().int().min(-100_000).max(100_000),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
});

const windowStateSchema = z.object({ bounds: rectSchema, maximized: z.boolean().default(false) });
export type WindowState = z.infer<typeof windowStateSchema>;

const fileSchema = z.record(z.string(), z.unknown());

export interface WindowStateFile {
  load(name: string): WindowState | undefined;
  save(name: string, state: WindowState): void;
}

export function createWindowStateFile(
  path: string,
  onError: (message: string) => void = () => undefined,
): WindowStateFile {
  function readAll(): Record<string, unknown> {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      return {};
    }
    try {
      const parsed = fileSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }

  return {
    load(name) {
      const parsed = windowStateSchema.safeParse(readAll()[name]);
      return parsed.success ? parsed.data : undefined;
    },
    save(name, state) {
      const parsed = windowStateSchema.safeParse(state);
      if (!parsed.success) return;
      const next = { ...readAll(), [name]: parsed.data };
      const temporary = `${path}.${process.pid}.tmp`;
      try {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
        renameSync(temporary, path);
      } catch (error) {
        onError(`window state: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
