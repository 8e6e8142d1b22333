// Undo of a shell command, end to end through the real CLI process and real bwrap: one autonomous call deletes a folder
// and a 40 MB file, appends to a file, changes its mode and creates one; `undo RUN_ID` puts the tree back byte for byte
// with its modes, and a file the person changed after the run is not overwritten without --force. `ask --json`'s result
// line carries `changes` when its run changed files.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let dataDir: string;
let workspace: string;
let llm: FakeLlmServer;

/** Every path under the folder with its type, mode and content hash. */
function snapshot(folder: string, prefix = ''): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    const info = lstatSync(path);
    const mode = (info.mode & 0o7777).toString(8);
    if (info.isDirectory()) {
      tree[`${prefix}${name}/`] = mode;
      Object.assign(tree, snapshot(path, `${prefix}${name}/`));
    } else tree[`${prefix}${name}`] = `${mode} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`;
  }
  return tree;
}

beforeAll(async () => {
  llm = await startFakeLlmServer();
  dataDir = temp.make('cli-undo-data');
  workspace = temp.make('cli-undo-ws');
  mkdirSync(join(workspace, 'docs/deep'), { recursive: true });
  writeFileSync(join(workspace, 'docs/a.md'), '# A\n');
  writeFileSync(join(workspace, 'docs/deep/b.txt'), 'b\n');
  writeFileSync(join(workspace, 'docs/run.sh'), '#!/bin/sh\necho hi\n');
  chmodSync(join(workspace, 'docs/run.sh'), 0o755);
  chmodSync(join(workspace, 'docs/deep'), 0o750);
  writeFileSync(join(workspace, 'big.bin'), randomBytes(40 * 1024 * 1024));
  writeFileSync(join(workspace, 'notes.txt'), 'line one\nline two\n');
  chmodSync(join(workspace, 'notes.txt'), 0o644);
  writeFileSync(join(workspace, 'keep.txt'), 'untouched\n');
});
afterAll(async () => {
  await llm.close();
  temp.cleanup();
});

const command = 'rm -rf docs big.bin && echo appended >> notes.txt && chmod 600 notes.txt && echo new > fresh.txt';

describeWithFacility('bwrap', 'hearth undo after an autonomous shell command (real bwrap)', () => {
  test('undo puts back every byte and mode; a file changed since needs --force', async () => {
    const before = snapshot(workspace);
    const bigInode = statSync(join(workspace, 'big.bin')).ino;
    const flags = ['--json', '--data-dir', dataDir, '--workspace', workspace];
    const ran = await runCli(['tool', 'shell', JSON.stringify({ command }), '--mode', 'autonomous', ...flags]);
    expect(ran.stderr).not.toContain('undo unavailable');
    expect(ran.code).toBe(0);
    const [line] = ran.lines();
    // docs held 3 files, then big.bin, notes.txt and fresh.txt.
    expect(line).toMatchObject({ type: 'tool_result', ok: true, changes: { files: 6 } });
    const runId = line!.runId as string;
    expect(runId).toMatch(/^direct-/);
    expect(readFileSync(join(workspace, 'notes.txt'), 'utf8')).toBe('line one\nline two\nappended\n');
    expect(statSync(join(workspace, 'notes.txt')).mode & 0o777).toBe(0o600);
    expect(snapshot(workspace)['docs/']).toBeUndefined();
    expect(snapshot(workspace)['big.bin']).toBeUndefined();
    // The 40 MB file was kept by moving it (same file system): the undo store holds the very same inode.
    const originals = join(dataDir, 'undo', runId, 'originals');
    const keptInodes = readdirSync(originals).map((name) => lstatSync(join(originals, name)).ino);
    expect(keptInodes).toContain(bigInode);

    writeFileSync(join(workspace, 'fresh.txt'), 'the person wrote this\n');
    const refused = await runCli(['undo', runId, ...flags]);
    expect(refused.code).toBe(1);
    expect(refused.lines()[0]).toMatchObject({ type: 'undo_result', ok: false, changedSince: ['fresh.txt'] });
    expect(readFileSync(join(workspace, 'fresh.txt'), 'utf8')).toBe('the person wrote this\n');
    expect(snapshot(workspace)['docs/']).toBeUndefined();

    const forced = await runCli(['undo', runId, '--force', ...flags]);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(forced.lines()[0]).toMatchObject({ type: 'undo_result', ok: true, failed: [] });
    expect(snapshot(workspace)).toEqual(before);
    expect(statSync(join(workspace, 'big.bin')).ino).toBe(bigInode);

    const again = await runCli(['undo', runId, ...flags]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already undone');
  }, 60_000);

  test('ask --json: the result line carries changes when the run changed files, and undo takes its runId', async () => {
    const flags = ['--json', '--data-dir', dataDir, '--workspace', workspace];
    const before = snapshot(workspace);
    llm.reset();
    llm.script(
      { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command: 'echo hi > asked.txt' } }] },
      { kind: 'text', text: 'Done.' },
      { kind: 'text', text: 'Nothing to change.' },
    );
    const ask = (prompt: string) =>
      runCli(['ask', prompt, '--base-url', llm.url, '--model', 'm', '--mode', 'autonomous', ...flags]);
    const changed = await ask('write a file');
    expect(changed.code, changed.stderr).toBe(0);
    const result = changed.lines().at(-1)!;
    expect(result).toMatchObject({ type: 'result', ok: true, changes: { files: 1 } });
    expect(readFileSync(join(workspace, 'asked.txt'), 'utf8')).toBe('hi\n');
    const quiet = await ask('change nothing');
    expect(quiet.lines().at(-1)).not.toHaveProperty('changes');
    const undone = await runCli(['undo', result.runId as string, ...flags]);
    expect(undone.code, undone.stderr).toBe(0);
    expect(snapshot(workspace)).toEqual(before);
  }, 60_000);
});
