// The watchdog of tools/process-lifetime.ts on its own: it kills a registered process group when it sees EOF (here: a
// Node child that registers a group and is then SIGKILLed), leaves a released one alone, and a watchdog killed from
// outside is replaced by one that knows every registered group.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/wait-for';

const lifetime = resolve('tools/process-lifetime.ts');
const waitForModule = resolve('test/support/wait-for.ts');
/** A stand-in Hearth: starts two detached `sleep` groups, hands both to a watchdog, releases the second, prints pids. */
const fakeHearth = `
import { spawn } from 'node:child_process';
const { createChildWatchdog } = await import(${JSON.stringify(lifetime)});
const { waitFor } = await import(${JSON.stringify(waitForModule)});
const watchdog = createChildWatchdog();
const kept = spawn('sleep', ['300'], { detached: true, stdio: 'ignore' });
const released = spawn('sleep', ['300'], { detached: true, stdio: 'ignore' });
watchdog.watch({ pid: kept.pid, group: true });
watchdog.watch({ pid: released.pid, group: true })();
if (process.env.KILL_FIRST_WATCHDOG) {
  const first = watchdog.pid();
  process.kill(first, 'SIGKILL');
  await waitFor(() => watchdog.pid() !== first, 'a new watchdog');
}
console.log(JSON.stringify({ kept: kept.pid, released: released.pid, watchdog: watchdog.pid() }));
setInterval(() => {}, 1000);
`;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(process.platform === 'win32')('child watchdog', () => {
  it.each([
    { killFirst: '', title: 'kills watched groups when its owner is SIGKILLed, and not released ones' },
    {
      killFirst: '1',
      title: 'does the same after its first watchdog was killed (the replacement learned the registered groups)',
    },
  ])('$title', async ({ killFirst }) => {
    const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', fakeHearth], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, KILL_FIRST_WATCHDOG: killFirst },
    });
    let out = '';
    owner.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const pids = await waitFor(
      () =>
        out.includes('\n')
          ? (JSON.parse(out) as { kept: number; released: number; watchdog: number | null })
          : undefined,
      { message: 'the fake Hearth to start', timeout: 20_000, observe: () => out },
    );
    owner.kill('SIGKILL');
    try {
      await waitFor(() => (alive(pids.kept) ? undefined : true), {
        message: 'the watched group to die',
        timeout: 5_000,
        observe: () => pids,
      });
      expect(alive(pids.released)).toBe(true);
      expect(pids.watchdog).not.toBeNull();
    } finally {
      for (const pid of [pids.kept, pids.released]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});
