// Undo of shell calls under real bwrap and a real overlay: a folder removed and made again, a rename, a symlink, a
// chmod of a folder and several calls in one run all come back exactly; a path under a symlink planted after the run is
// never written through.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { ShellResultDetails } from '../../../tools/shell/shell-tool';
import { describeWithFacility } from '../../support/requirements';
import { createUndoFixture, treeOf, type UndoFixture } from './undo-fixture';

describeWithFacility('bwrap', 'undo of shell calls (real bwrap, real overlay)', () => {
  let fixture: UndoFixture;
  beforeEach(async () => {
    fixture = await createUndoFixture('shell-undo');
    const { workspace } = fixture;
    mkdirSync(join(workspace, 'src/lib'), { recursive: true });
    writeFileSync(join(workspace, 'src/lib/a.ts'), 'export const a = 1;\n');
    writeFileSync(join(workspace, 'src/lib/b.ts'), 'export const b = 2;\n');
    writeFileSync(join(workspace, 'src/main.ts'), 'main\n');
    chmodSync(join(workspace, 'src'), 0o755);
    writeFileSync(join(workspace, 'README'), 'read me\n');
  });
  afterEach(() => fixture.cleanup());

  test('several calls of one run: re-made folder, rename, symlink, folder chmod, then undo', async () => {
    const before = treeOf(fixture.workspace);
    const first = await fixture.call(
      'shell',
      { command: 'rm -rf src/lib && mkdir src/lib && echo fresh > src/lib/c.ts && mv README README.md' },
      'run-1',
    );
    expect(first.ok).toBe(true);
    expect((first.details as ShellResultDetails).undo).toEqual({ runId: 'run-1', files: 5 });
    const second = await fixture.call(
      'shell',
      { command: 'ln -s README.md link && chmod 700 src && echo more >> src/main.ts' },
      'run-1',
    );
    expect(second.ok).toBe(true);
    expect(existsSync(join(fixture.workspace, 'src/lib/a.ts'))).toBe(false);
    expect(readFileSync(join(fixture.workspace, 'src/lib/c.ts'), 'utf8')).toBe('fresh\n');
    expect(treeOf(fixture.workspace)['link']).toBe('-> README.md');
    const undone = fixture.store.undo('run-1', { force: false });
    expect(undone).toMatchObject({ ok: true, report: { conflicts: [], failed: [] } });
    expect(treeOf(fixture.workspace)).toEqual(before);
  });

  test('a call that changes nothing records nothing', async () => {
    const result = await fixture.call('shell', { command: 'cat README > /dev/null' }, 'run-quiet');
    expect((result.details as ShellResultDetails).undo).toEqual({ runId: 'run-quiet', files: 0 });
    expect(fixture.store.filesChanged('run-quiet')).toBe(0);
  });

  test('a folder replaced by a symlink after the run is not written through, even with force', async () => {
    const outside = mkdtempSync(join(os.tmpdir(), 'hearth-outside-'));
    try {
      await fixture.call('shell', { command: 'mkdir made && echo x > made/file' }, 'run-2');
      writeFileSync(join(outside, 'file'), 'outside, not the run\n');
      rmSync(join(fixture.workspace, 'made'), { recursive: true });
      symlinkSync(outside, join(fixture.workspace, 'made'));
      const undone = fixture.store.undo('run-2', { force: true });
      expect(undone.ok).toBe(true);
      expect(readFileSync(join(outside, 'file'), 'utf8')).toBe('outside, not the run\n');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
