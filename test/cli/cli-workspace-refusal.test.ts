// Issue 36: a home-sized workspace — the home folder, a folder holding it, or `/` — is refused by the real CLI process,
// whether it comes from --workspace or `config set workspace`, with a message naming what to pick instead; stdout
// stays empty (nothing ran) and the exit code is the usage one. An ordinary folder, or the default one, runs quietly.
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

const suggestion = () =>
  new RegExp(`Pick a folder for this work instead, such as ${join(home, 'Projects', 'my-project')}`);

describe('the CLI refuses a home-sized workspace', () => {
  it('--workspace set to $HOME, a folder holding it, or /: exit 2, one clear line, nothing run', async () => {
    const env = { HOME: home };
    for (const [folder, kind] of [
      [home, 'your home folder'],
      [dirname(home), 'a folder that holds your home folder'],
      ['/', '/ \\(the whole file system\\)'],
    ] as const) {
      const run = await runCli(
        [
          'tool',
          'write_file',
          '{"path":"x.txt","content":"x"}',
          '--json',
          '--workspace',
          folder,
          '--data-dir',
          dataDir,
        ],
        { env },
      );
      expect(run.code, folder).toBe(2);
      expect(run.stdout, folder).toBe('');
      expect(run.stderr, folder).toMatch(new RegExp(`^hearth: The --workspace folder cannot be ${kind} \\(`));
      expect(run.stderr, folder).toMatch(suggestion());
    }
  });

  it('config set workspace ~ (or $HOME, or /) is refused and the setting keeps its value', async () => {
    const env = { HOME: home };
    for (const value of ['~', home, '/', `${home}/..`]) {
      const set = await runCli(['config', 'set', 'workspace', value, '--json', '--data-dir', dataDir], { env });
      expect(set.code, value).toBe(2);
      expect(set.stdout, value).toBe('');
      expect(set.stderr, value).toMatch(/^hearth: The workspace cannot be /);
      expect(set.stderr, value).toMatch(suggestion());
      expect(set.stderr, value).toMatch(/Or leave the workspace setting empty to use Hearth's own workspace folder\./);
    }
    const get = await runCli(['config', 'get', 'workspace', '--json', '--data-dir', dataDir], { env });
    expect(get.lines()).toEqual([{ type: 'config', key: 'workspace', value: '' }]);
  });

  it('an ordinary folder inside the home folder, and the default workspace, are accepted without a word', async () => {
    const env = { HOME: home };
    const project = join(home, 'work');
    mkdirSync(project, { recursive: true });
    const set = await runCli(['config', 'set', 'workspace', '~/work', '--json', '--data-dir', dataDir], { env });
    expect(set.code).toBe(0);
    expect(set.stderr).toBe('');
    const flagged = await runCli(
      ['tool', 'datetime', '{}', '--json', '--workspace', project, '--data-dir', join(home, 'data-2')],
      { env },
    );
    expect(flagged.code).toBe(0);
    expect(flagged.stderr).toBe('');
    expect(flagged.lines()).toHaveLength(1);
    const defaulted = await runCli(['tool', 'datetime', '{}', '--json', '--data-dir', join(home, 'data-3')], { env });
    expect(defaulted.code).toBe(0);
    expect(defaulted.stderr).toBe('');
  });
});
