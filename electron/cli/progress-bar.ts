// A one-line progress bar on stderr for the CLI's long work (a restore comparing a big backup): redrawn in place only
// when the whole percent changes, ended with a newline when the work is done.
import type { CliIo } from './cli-io';

const WIDTH = 24;

export function progressBar(io: Pick<CliIo, 'err'>, label: string): (done: number, total: number) => void {
  let shown = -1;
  return (done, total) => {
    const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
    if (percent === shown) return;
    shown = percent;
    const filled = Math.round((percent / 100) * WIDTH);
    const bar = `${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}`;
    io.err(`\r${label} [${bar}] ${percent}% (${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')})`);
    if (percent === 100) io.err('\n');
  };
}
