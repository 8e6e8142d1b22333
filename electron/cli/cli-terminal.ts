// Questions the CLI asks a person at the terminal (stdin a TTY), on stderr: a plain answer, or a secret typed without
// echo. Commands take the `CliTerminal` port, so they can be driven by a scripted terminal in tests.
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';

export interface CliTerminal {
  /** The trimmed answer; `secret` hides what is typed. */
  ask: (question: string, options?: { secret?: boolean }) => Promise<string>;
  close: () => void;
}

/** A terminal over stdin/stderr, or null when stdin is not a TTY (nobody can answer). */
export function openCliTerminal(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): CliTerminal | null {
  if (!input.isTTY) return null;
  let muted = false;
  const shown = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) output.write(chunk);
      callback();
    },
  });
  const readline = createInterface({ input, output: shown, terminal: true });
  return {
    async ask(question, options = {}) {
      output.write(question);
      muted = Boolean(options.secret);
      try {
        return (await readline.question('')).trim();
      } finally {
        if (muted) output.write('\n');
        muted = false;
      }
    },
    close: () => readline.close(),
  };
}

/** A yes/no question; anything but y/yes is no. */
export async function confirm(terminal: CliTerminal, question: string): Promise<boolean> {
  const answer = (await terminal.ask(`${question} [y/N] `)).toLowerCase();
  return answer === 'y' || answer === 'yes';
}
