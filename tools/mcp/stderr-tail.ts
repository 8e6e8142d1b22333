// Keeps the last lines a server wrote to stderr (capped in count and length) for the settings screen and for the
// reason a failed server gives; known secret values are redacted as the lines are read out.
import { redactSecrets } from '../../electron/shared/redaction/redact-text';

export interface StderrTail {
  push: (chunk: Buffer | string) => void;
  /** The kept lines, oldest first, with secrets redacted. */
  lines: () => string[];
}

export function createStderrTail(options: {
  maxLines?: number;
  maxLineLength?: number;
  secrets: () => readonly string[];
}): StderrTail {
  const maxLines = options.maxLines ?? 20;
  const maxLineLength = options.maxLineLength ?? 500;
  const kept: string[] = [];
  let partial = '';
  const keep = (line: string): void => {
    const trimmed = line.replace(/\r$/, '');
    if (trimmed.trim() === '') return;
    kept.push(trimmed.length > maxLineLength ? `${trimmed.slice(0, maxLineLength)}…` : trimmed);
    if (kept.length > maxLines) kept.splice(0, kept.length - maxLines);
  };
  return {
    push: (chunk) => {
      const text = partial + chunk.toString();
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      if (partial.length > maxLineLength * 4) {
        keep(partial);
        partial = '';
      }
      for (const line of parts) keep(line);
    },
    lines: () => [...kept, ...(partial.trim() ? [partial] : [])].map((line) => redactSecrets(line, options.secrets())),
  };
}
