// The CLI never loses output: megabytes of --json through a slowly read pipe arrive whole (byte for byte what a file
// gets), and a reader that leaves early (`| head -1`) ends the CLI promptly and quietly. Real processes, real pipes.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';

const root = resolve(__dirname, '../..');
const cli = resolve(root, 'scripts/cli.mjs');
const temp = createTempDirs();
let server: FakeLlmServer;
let dataDir: string;

beforeAll(async () => {
  server = await startFakeLlmServer();
  dataDir = temp.make('cli-pipe');
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

/** Runs the CLI with stdout to `file`, or else to a pipe read in small sips with pauses; resolves with the bytes. */
function runCli(args: string[], file?: string): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((done, fail) => {
    const fd = file ? openSync(file, 'w') : undefined;
    const child = spawn(process.execPath, [cli, ...args], { cwd: root, stdio: ['ignore', fd ?? 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      child.stdout!.pause();
      setTimeout(() => child.stdout!.resume(), 5);
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => {
      if (fd !== undefined) closeSync(fd);
      done({ code, stdout: fd !== undefined ? readFileSync(file!) : Buffer.concat(chunks), stderr });
    });
  });
}

/** The same run's output, minus what differs between two runs (ids and timestamps, all of fixed width). */
const normalise = (text: string) =>
  text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID').replace(/"at":\d+/g, '"at":0');

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

describe('cli output through pipes', () => {
  it('ask --json writes ~3 MB of JSON Lines through a slow pipe completely, exactly as into a file', async () => {
    // 700,000 characters (multi-byte ones too) in 2,000 deltas: ~2,000 text_delta lines, then the text three more times.
    const text = Array.from(
      { length: 14_000 },
      (_, i) => `${String(i).padStart(5, '0')} héllo ✓ ${'a'.repeat(35)}\n`,
    ).join('');
    expect(text.length).toBe(700_000);
    const ask = ['ask', 'write a lot', '--base-url', server.url, '--model', 'm', '--json', '--data-dir', dataDir];
    server.script({ kind: 'text', text, chunkSize: 350 }, { kind: 'text', text, chunkSize: 350 });

    const piped = await runCli(ask);
    const file = join(temp.make('cli-pipe-out'), 'out.jsonl');
    const written = await runCli(ask, file);

    expect(piped.code, piped.stderr).toBe(0);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout.length).toBeGreaterThan(3_000_000);
    expect(piped.stdout.length).toBe(written.stdout.length);
    expect(normalise(piped.stdout.toString('utf8'))).toBe(normalise(written.stdout.toString('utf8')));

    const raw = piped.stdout.toString('utf8');
    expect(raw.endsWith('\n')).toBe(true);
    const lines = raw
      .slice(0, -1)
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const deltas = lines.filter((line) => line.type === 'text_delta');
    expect(deltas).toHaveLength(2_000);
    expect(deltas.map((line) => line.delta).join('')).toBe(text);
    expect(lines.at(-2)).toMatchObject({ type: 'agent_end', reason: 'done', finalText: text });
    expect(lines.at(-1)).toMatchObject({ type: 'result', ok: true, reason: 'done', text });
  });

  it('the reported case: `tool shell … --json | wc -c` counts every byte', async () => {
    const args = [
      'tool',
      'shell',
      '{"command":"head -c 600000 /dev/zero | tr \\"\\\\0\\" a"}',
      '--yes',
      '--json',
      '--data-dir',
      dataDir,
    ];
    const file = join(temp.make('cli-pipe-out'), 'out.jsonl');
    const written = await runCli(args, file);
    expect(written.code, written.stderr).toBe(0);
    expect(JSON.parse(written.stdout.toString('utf8'))).toMatchObject({
      type: 'tool_result',
      ok: true,
      content: 'a'.repeat(600_000),
    });
    const script = `${[process.execPath, cli, ...args].map(quote).join(' ')} 2>/dev/null | (sleep 1; wc -c)`;
    const counted = await new Promise<string>((done, fail) => {
      let out = '';
      const shell = spawn('sh', ['-c', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      shell.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      shell.on('error', fail);
      shell.on('close', () => done(out.trim()));
    });
    // Byte for byte the file run's size, give or take the digits of details.durationMs.
    expect(Math.abs(Number(counted) - written.stdout.length)).toBeLessThanOrEqual(4);
  });

  it('ask --json | head -1 ends promptly and quietly: no EPIPE, no stack trace, exit 0', async () => {
    // A slow answer (~20 s if streamed to the end): the CLI must stop when head has gone, not finish the stream.
    server.script({ kind: 'text', text: 'x'.repeat(8_000), chunkSize: 4, delayMs: 10 });
    const ask = ['ask', 'talk slowly', '--base-url', server.url, '--model', 'm', '--json', '--data-dir', dataDir];
    const script =
      `${[process.execPath, cli, ...ask].map(quote).join(' ')} | head -1` + '; echo "cli exit ${PIPESTATUS[0]}" >&2';
    const started = Date.now();
    const result = await new Promise<{ stdout: string; stderr: string }>((done, fail) => {
      let stdout = '';
      let stderr = '';
      const shell = spawn('bash', ['-c', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      shell.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      shell.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      shell.on('error', fail);
      shell.on('close', () => done({ stdout, stderr }));
    });
    const elapsed = Date.now() - started;
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ type: 'agent_start' });
    expect(result.stderr).not.toMatch(/EPIPE|Error:|\n\s+at /);
    expect(result.stderr.trim().split('\n').at(-1)).toBe('cli exit 0');
    expect(elapsed).toBeLessThan(12_000);
  });
});
