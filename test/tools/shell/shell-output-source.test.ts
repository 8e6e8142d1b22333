// Shell output's provenance (issue 35): non-empty output of a command that reads is untrusted (with the links it
// printed), the command's own words (`echo done`) and empty output are not, and a trusted workspace folder is trusted.
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandLabel, markShellOutput, printsOnlyItsOwnWords } from '../../../tools/shell/shell-output-source';
import { ok } from '../../../tools/tool';

const workspace = realpathSync(mkdtempSync(join(tmpdir(), 'hearth-shell-source-')));
const mark = (command: string, output: string, trusted: string[] = []) =>
  markShellOutput(ok(output), { command, output, workspace, trustedFolders: () => trusted }).source;

describe('shell output provenance', () => {
  it('marks what a reading command printed as command output, with its links', () => {
    expect(mark('cat notes.md', 'Notes. See https://garden.example/news.')).toEqual({
      kind: 'command_output',
      label: '`cat notes.md`',
      links: ['https://garden.example/news'],
    });
    expect(mark('git log -1', 'commit abc')).toMatchObject({ kind: 'command_output', label: '`git log -1`' });
  });

  it("leaves the command's own words, and empty output, unmarked", () => {
    expect(mark('echo done', 'done\n')).toBeUndefined();
    expect(mark('mkdir -p out && pwd', `${workspace}\n`)).toBeUndefined();
    expect(mark('rm -rf build', '')).toBeUndefined();
    expect(mark('cat notes.md', '  \n')).toBeUndefined();
  });

  it('counts globs, variables and substitutions as reading (they can print file names or contents)', () => {
    expect(printsOnlyItsOwnWords('echo *')).toBe(false);
    expect(printsOnlyItsOwnWords('echo $HOME')).toBe(false);
    expect(printsOnlyItsOwnWords('echo "$(cat notes.md)"')).toBe(false);
    expect(printsOnlyItsOwnWords('echo hi < notes.md')).toBe(false);
    expect(printsOnlyItsOwnWords('echo hi | cat')).toBe(false);
    expect(printsOnlyItsOwnWords('date -f notes.md')).toBe(false);
    expect(printsOnlyItsOwnWords("printf '%s\\n' done && echo ok")).toBe(true);
  });

  it('trusts output when the workspace is inside a folder the person trusts', () => {
    expect(mark('cat notes.md', 'Notes.', [workspace])).toBeUndefined();
    expect(mark('cat notes.md', 'Notes.', [join(workspace, 'elsewhere')])).toMatchObject({ kind: 'command_output' });
  });

  it('shortens long commands to one line in the label', () => {
    const label = commandLabel(`grep -rn\n  ${'x'.repeat(300)} .`);
    expect(label.length).toBeLessThanOrEqual(122);
    expect(label).not.toContain('\n');
    expect(label.endsWith('…`')).toBe(true);
  });
});
