// The CLI's side of protected instructions files: in autonomous mode `tool write_file` onto HEARTH.md is asked (the
// reason on stderr); with no terminal and no --yes it is denied and nothing is written; --yes answers it yes (as any
// prompt); a write to another file runs without a prompt.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
afterAll(() => temp.cleanup());
const reason = "changes the project's instructions for every future chat";

describe('hearth cli: instructions files ask in autonomous mode', { timeout: 180_000 }, () => {
  it('without --yes: denied, nothing written; with --yes: written; another file: no prompt at all', async () => {
    const dataDir = temp.make('cli-protected');
    const workspace = temp.make('cli-protected-workspace');
    const write = (path: string, ...extra: string[]) =>
      runCli([
        'tool',
        'write_file',
        JSON.stringify({ path, content: `text for ${path}` }),
        '--mode',
        'autonomous',
        '--workspace',
        workspace,
        '--data-dir',
        dataDir,
        ...extra,
      ]);

    const refused = await write('HEARTH.md');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`DANGER: ${reason}`);
    expect(existsSync(join(workspace, 'HEARTH.md'))).toBe(false);

    const yes = await write('HEARTH.md', '--yes');
    expect(yes.code, yes.stderr).toBe(0);
    expect(yes.stderr).toContain(`DANGER: ${reason}`);
    expect(yes.stderr).toContain('allowed (--yes)');
    expect(readFileSync(join(workspace, 'HEARTH.md'), 'utf8')).toBe('text for HEARTH.md');

    const other = await write('notes.md');
    expect(other.code, other.stderr).toBe(0);
    expect(other.stderr).not.toContain('DANGER');
    expect(readFileSync(join(workspace, 'notes.md'), 'utf8')).toBe('text for notes.md');
  });
});
