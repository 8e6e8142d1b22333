// The calculator and notify tool lines through the real CLI process: the calculator's exact answer on stdout, and a
// notification printed on stderr (the CLI has no OS notifications), never on stdout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let dataDir: string;

beforeAll(() => {
  dataDir = temp.make('cli-calc-notify');
});
afterAll(() => temp.cleanup());

describe('cli calculator and notify', () => {
  it('calculator answers exactly, without asking', async () => {
    const run = await runCli(['tool', 'calculator', '{"expression":"0.1 + 0.2"}', '--json', '--data-dir', dataDir]);
    expect(run.code).toBe(0);
    expect(run.lines()[0]).toMatchObject({ type: 'tool_result', ok: true, content: '0.1 + 0.2 = 0.3' });
  });

  it('notify prints the notification on stderr', async () => {
    const run = await runCli([
      'tool',
      'notify',
      '{"title":"Backup","message":"The backup finished."}',
      '--yes',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('hearth: notification: Backup: The backup finished.');
    expect(run.stdout).not.toContain('hearth: notification');
    expect(run.lines()[0]).toMatchObject({ type: 'tool_result', ok: true, details: { shown: true } });
  });
});
