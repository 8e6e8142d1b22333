// Issue 14: a workspace that is the home folder, a folder containing it, or `/` takes away the sandbox's protection,
// so the real CLI process says so on stderr for every command that builds the runtime, whether the workspace comes from
// --workspace or the `workspace` setting; stdout (JSON Lines with --json) and the exit code stay exactly as without it.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let home: string;
let dataDir: string;

beforeAll(() => {
  home = temp.make('home');
  dataDir = join(home, 'hearth-data');
});
afterAll(() => temp.cleanup());

const warningLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('hearth: warning:'));

describe('the CLI warns about a workspace that removes the sandbox protection', () => {
  it('--workspace set to $HOME: one warning line on stderr, stdout stays pure JSON Lines, exit code unchanged', async () => {
    const env = { HOME: home };
    const run = await runCli(
      ['tool', 'datetime', '{"timezone":"UTC"}', '--json', '--workspace', home, '--data-dir', dataDir],
      { env },
    );
    expect(run.code).toBe(0);
    expect(warningLines(run.stderr)).toEqual([expect.stringMatching(/the workspace is your home folder .*sandbox/)]);
    expect(warningLines(run.stderr)[0]).toContain(home);
    const lines = run.lines(); // throws if any stdout line is not JSON
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ type: 'tool_result', ok: true });
    expect(run.stdout).not.toMatch(/warning/i);

    const failing = await runCli(
      ['tool', 'datetime', '{"timezone":"Mars/Olympus"}', '--json', '--workspace', home, '--data-dir', dataDir],
      { env },
    );
    expect(failing.code).toBe(1);
    expect(warningLines(failing.stderr)).toHaveLength(1);
    expect(failing.lines()[0]).toMatchObject({ type: 'tool_result', ok: false });
  });

  it('a folder containing $HOME and / warn too, for commands that never touch the workspace', async () => {
    const env = { HOME: home };
    const parent = await runCli(
      ['config', 'get', 'workspace', '--json', '--workspace', dirname(home), '--data-dir', dataDir],
      { env },
    );
    expect(parent.code).toBe(0);
    expect(warningLines(parent.stderr)).toEqual([expect.stringMatching(/contains your home folder/)]);
    expect(parent.lines()).toHaveLength(1);
    const root = await runCli(['config', 'get', 'workspace', '--json', '--workspace', '/', '--data-dir', dataDir], {
      env,
    });
    expect(root.code).toBe(0);
    expect(warningLines(root.stderr)).toEqual([expect.stringMatching(/whole file system/)]);
    expect(root.lines()).toHaveLength(1);
  });

  it('the workspace setting: warns when set to ~ and on every later command, until it is a project folder again', async () => {
    const env = { HOME: home };
    const set = await runCli(['config', 'set', 'workspace', '~', '--json', '--data-dir', dataDir], { env });
    expect(set.code).toBe(0);
    expect(warningLines(set.stderr)).toEqual([expect.stringMatching(/your home folder/)]);
    expect(set.lines()).toEqual([{ type: 'config', key: 'workspace', value: '~' }]);

    const later = await runCli(['tool', 'datetime', '{}', '--json', '--data-dir', dataDir], { env });
    expect(later.code).toBe(0);
    expect(warningLines(later.stderr)).toHaveLength(1);
    expect(later.lines()).toHaveLength(1);

    const project = join(home, 'projects', 'x');
    mkdirSync(project, { recursive: true });
    const reset = await runCli(['config', 'set', 'workspace', project, '--data-dir', dataDir], { env });
    expect(reset.code).toBe(0);
    // The warning for the old value still shows (the command ran with it); none for the new one.
    expect(warningLines(reset.stderr)).toHaveLength(1);
    const after = await runCli(['tool', 'datetime', '{}', '--json', '--data-dir', dataDir], { env });
    expect(after.code).toBe(0);
    expect(warningLines(after.stderr)).toEqual([]);
  });

  it('no warning for a normal workspace or the default one', async () => {
    const env = { HOME: home };
    const project = join(home, 'work');
    mkdirSync(project, { recursive: true });
    const flagged = await runCli(
      ['tool', 'datetime', '{}', '--json', '--workspace', project, '--data-dir', join(home, 'data-2')],
      { env },
    );
    expect(flagged.code).toBe(0);
    expect(warningLines(flagged.stderr)).toEqual([]);
    expect(flagged.lines()).toHaveLength(1);
    const defaulted = await runCli(['tool', 'datetime', '{}', '--json', '--data-dir', join(home, 'data-3')], { env });
    expect(defaulted.code).toBe(0);
    expect(warningLines(defaulted.stderr)).toEqual([]);
  });
});
