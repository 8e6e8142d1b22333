// The CLI's streams and exit codes in one place: stdout carries answers or JSON Lines only; everything else is stderr.
export const exitCodes = { ok: 0, failed: 1, usage: 2 } as const;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** One JSON value per line on stdout. */
  jsonLine: (value: unknown) => void;
}

export function processIo(): CliIo {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    jsonLine: (value) => void process.stdout.write(`${JSON.stringify(value)}\n`),
  };
}
