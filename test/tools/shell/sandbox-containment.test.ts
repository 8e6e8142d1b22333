// The shell tool under real bwrap: writes outside the workspace fail and leave files unchanged, the network is
// unreachable unless granted, timeouts kill the whole tree, and output is capped with a marker in bounded memory.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createBwrapSandbox } from '../../../tools/shell/bwrap-sandbox';
import { findExecutable } from '../../../tools/shell/select-sandbox';
import { createShellTool } from '../../../tools/shell/shell-tool';
import { describeWithFacility } from '../../support/requirements';
import { waitFor } from '../../support/wait-for';
import {
  createShellFixture,
  noProcessLeftWithMarker,
  processesWithMarker,
  type ShellFixture,
} from './support/shell-fixture';

describeWithFacility('bwrap', 'shell tool containment (real bwrap)', () => {
  let fixture: ShellFixture;
  beforeAll(async () => {
    fixture = await createShellFixture('auto', 'containment');
  });
  afterAll(() => fixture.cleanup());

  test('the selected sandbox is bwrap', () => {
    expect(fixture.sandbox.kind).toBe('bwrap');
    expect(fixture.sandbox.describe()).toBe('sandbox: bwrap');
  });

  test('the workspace is writable, HOME is the workspace, the working directory is the workspace', async () => {
    const { result } = await fixture.run('echo made > made.txt && echo "$HOME" && pwd');
    expect(result.ok).toBe(true);
    expect(result.content.trim().split('\n')).toEqual([fixture.workspace, fixture.workspace]);
    expect(readFileSync(join(fixture.workspace, 'made.txt'), 'utf8')).toBe('made\n');
  });

  test("writes to the home folder's ~/.bashrc fail and leave it unchanged", async () => {
    const bashrc = join(fixture.homeDir, '.bashrc');
    writeFileSync(bashrc, 'original\n');
    const { result } = await fixture.run(`echo pwned >> '${bashrc}'`);
    expect(result.ok).toBe(false);
    expect(readFileSync(bashrc, 'utf8')).toBe('original\n');
    // `~` inside the sandbox is the workspace: the real home folder is simply not there.
    const tilde = await fixture.run('echo pwned >> ~/.bashrc && ls -a ~');
    expect(tilde.result.ok).toBe(true);
    expect(readFileSync(bashrc, 'utf8')).toBe('original\n');
    expect(existsSync(join(fixture.workspace, '.bashrc'))).toBe(true);
  });

  test('the real home folder of the test process cannot even be opened for writing', async () => {
    // `: >>` opens for append without writing a byte, so the probe is harmless even if it were allowed.
    const realBashrc = join(os.homedir(), '.bashrc');
    const { result } = await fixture.run(`: >> '${realBashrc}' && echo OPENED`);
    expect(result.content).not.toContain('OPENED');
    expect(result.ok).toBe(false);
  });

  test("writes to a /tmp file outside stay in the sandbox's private /tmp; the real file is unchanged", async () => {
    const outsideDir = join(os.tmpdir(), `hearth-outside-${randomBytes(4).toString('hex')}`);
    mkdirSync(outsideDir);
    const outside = join(outsideDir, 'x');
    writeFileSync(outside, 'original\n');
    try {
      const direct = await fixture.run(`echo pwned > '${outside}'`);
      expect(direct.result.ok).toBe(false);
      const plainTmp = `/tmp/hearth-x-${randomBytes(4).toString('hex')}`;
      const viaTmp = await fixture.run(`echo pwned > ${plainTmp} && cat ${plainTmp}`);
      expect(viaTmp.result.content.trim()).toBe('pwned');
      expect(existsSync(plainTmp)).toBe(false);
      expect(readFileSync(outside, 'utf8')).toBe('original\n');
    } finally {
      rmSync(outsideDir, { recursive: true, force: true });
    }
  });

  test('the data folder around the workspace is invisible and unwritable', async () => {
    const database = join(fixture.dataDir, 'hearth.db');
    writeFileSync(database, 'original database\n');
    const read = await fixture.run(`cat '${database}'`);
    expect(read.result.ok).toBe(false);
    expect(read.result.content).not.toContain('original database');
    const write = await fixture.run(`echo pwned > '${database}'`);
    expect(write.result.ok).toBe(false);
    expect(readFileSync(database, 'utf8')).toBe('original database\n');
    const listing = await fixture.run(`ls -a '${fixture.dataDir}'`);
    expect(listing.result.content.split(/\s+/).filter((name) => name !== '')).toEqual(['.', '..', 'workspace']);
  });

  test('a workspace chosen around the data folder and ~/.ssh still cannot see them', async () => {
    const wide = join(fixture.homeDir, 'wide');
    const dataDir = join(wide, 'Hearth');
    mkdirSync(join(dataDir), { recursive: true });
    mkdirSync(join(wide, '.ssh'));
    writeFileSync(join(dataDir, 'hearth.db'), 'original database\n');
    writeFileSync(join(wide, '.ssh', 'id_ed25519'), 'PRIVATE KEY\n');
    const sandbox = createBwrapSandbox({
      bwrapPath: findExecutable('bwrap', process.env, ['/usr/bin']) ?? 'bwrap',
      protectedPaths: { dataDir, homeDir: wide },
    });
    const tool = createShellTool({ sandbox, settings: () => fixture.settings });
    const ctx = { callId: 'wide', signal: new AbortController().signal, onUpdate: () => {}, workspace: wide };
    const result = await tool.execute(
      {
        command:
          'cat Hearth/hearth.db .ssh/id_ed25519; ls -A Hearth .ssh; echo pwned > Hearth/hearth.db; echo visible > note.txt',
      },
      ctx,
    );
    expect(result.content).not.toContain('original database');
    expect(result.content).not.toContain('PRIVATE KEY');
    expect(readFileSync(join(dataDir, 'hearth.db'), 'utf8')).toBe('original database\n');
    expect(readFileSync(join(wide, 'note.txt'), 'utf8')).toBe('visible\n');
  });

  test('system folders are read-only', async () => {
    const { result } = await fixture.run('touch /usr/hearth-probe || touch /etc/hearth-probe');
    expect(result.ok).toBe(false);
    expect(existsSync('/usr/hearth-probe')).toBe(false);
    expect(existsSync('/etc/hearth-probe')).toBe(false);
  });

  describeNetwork();

  test('`sleep 300 & sleep 300; wait` with a 1 s timeout returns within 2 s and leaves no sleep running', async () => {
    const marker = `300.${Date.now() % 100_000}${Math.floor(Math.random() * 1000)}`;
    const { result, details, elapsedMs } = await fixture.run(`sleep ${marker} & sleep ${marker}; wait`, {
      timeoutMs: 1_000,
    });
    expect(result.ok).toBe(false);
    expect(result.errorType).toBe('timeout');
    expect(details.timedOut).toBe(true);
    expect(result.content).toContain('timed out after 1000 ms');
    expect(elapsedMs).toBeLessThan(2_000);
    await noProcessLeftWithMarker(marker);
  });

  test('abort kills the tree immediately', async () => {
    const marker = `301.${Date.now() % 100_000}${Math.floor(Math.random() * 1000)}`;
    const controller = new AbortController();
    const running = fixture.run(`sleep ${marker} & sleep ${marker}; wait`, { signal: controller.signal });
    await waitFor(() => processesWithMarker(marker, 'sleep').length === 2, 'both sleeps to start in the sandbox');
    controller.abort();
    const { result, details } = await running;
    expect(result.errorType).toBe('aborted');
    expect(details.aborted).toBe(true);
    await noProcessLeftWithMarker(marker);
  });

  test('background jobs end with the command', async () => {
    const marker = `302.${Date.now() % 100_000}${Math.floor(Math.random() * 1000)}`;
    const { result } = await fixture.run(`sleep ${marker} & echo started`);
    expect(result.ok).toBe(true);
    await noProcessLeftWithMarker(marker);
  });

  test('`head -c 50M /dev/zero` ends capped at 1 MiB with the marker', async () => {
    const { result, details } = await fixture.run('head -c 50M /dev/zero');
    expect(result.ok).toBe(true);
    expect(details.totalBytes).toBe(50 * 1_048_576);
    expect(details.truncatedBytes).toBe(49 * 1_048_576);
    expect(Buffer.byteLength(details.output)).toBe(1_048_576);
    expect(result.content.startsWith('[… 49.0 MiB (51380224 bytes) of earlier output dropped')).toBe(true);
  });

  test('`yes` ends capped at 1 MiB with the marker (stopped by its timeout)', async () => {
    const { result, details, updates } = await fixture.run('yes', { timeoutMs: 1_500 });
    expect(details.timedOut).toBe(true);
    expect(details.truncatedBytes).toBeGreaterThan(0);
    expect(details.totalBytes).toBe(details.truncatedBytes + Buffer.byteLength(details.output));
    expect(Buffer.byteLength(details.output)).toBeLessThanOrEqual(1_048_576);
    expect(details.output.endsWith('y\n') || details.output.endsWith('y')).toBe(true);
    expect(result.content).toMatch(/^\[… .* of earlier output dropped/);
    // Live updates are throttled: far fewer, far smaller than the output.
    expect(updates.join('').length).toBeLessThan(details.totalBytes);
  });

  test('the test process memory stays bounded while 300 MiB stream through the tool', async () => {
    globalThis.gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    let streamed = 0;
    const { details } = await fixture.run('head -c 300M /dev/zero', {
      onUpdate: (text) => void (streamed += text.length),
    });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    expect(details.totalBytes).toBe(300 * 1_048_576);
    const growthMiB = (peak - before) / 1_048_576;
    console.info(`[memory] rss growth while streaming 300 MiB: ${growthMiB.toFixed(1)} MiB (peak sampled every 10 ms)`);
    // Keeping the whole output would need at least 300 MiB.
    expect(growthMiB).toBeLessThan(120);
    expect(streamed).toBeGreaterThan(0);
  });

  test('output streams to onUpdate while the command runs', async () => {
    const { result, updates } = await fixture.run('for i in 1 2 3; do echo line$i; sleep 0.3; done');
    expect(result.ok).toBe(true);
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(updates.join('')).toBe('line1\nline2\nline3\n');
  });

  test('exit codes and signals are reported as data', async () => {
    const failed = await fixture.run('echo oops >&2; exit 3');
    expect(failed.result.ok).toBe(false);
    expect(failed.result.errorType).toBe('exit_code');
    expect(failed.details.exitCode).toBe(3);
    expect(failed.result.content).toBe('oops\n[exit code 3]');
    expect(failed.details.sandbox).toBe('bwrap');
    expect(failed.details.durationMs).toBeGreaterThanOrEqual(0);
  });

  function describeNetwork(): void {
    let server: Server;
    let port = 0;
    let connections = 0;
    beforeAll(async () => {
      server = createServer((socket) => {
        connections += 1;
        socket.end('hello\n');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const probe = (): string => `bash -c 'exec 3<>/dev/tcp/127.0.0.1/${port} && echo CONNECTED && head -n1 <&3'`;

    test('the network is unreachable when not granted', async () => {
      fixture.settings.network = false;
      const { result, details } = await fixture.run(probe());
      expect(details.network).toBe(false);
      expect(result.ok).toBe(false);
      expect(result.content).not.toContain('CONNECTED');
      expect(connections).toBe(0);
    });

    test('the network is reachable when granted', async () => {
      fixture.settings.network = true;
      try {
        const { result, details } = await fixture.run(probe());
        expect(details.network).toBe(true);
        expect(result.content).toBe('CONNECTED\nhello\n');
        expect(connections).toBe(1);
      } finally {
        fixture.settings.network = false;
      }
    });
  }
});
