// Hearth's own files through the real CLI process: with the workspace set to a home-like folder that contains the data
// folder, `write_file` / `edit_file` cannot plant a tool, empty the audit log or overwrite the database (even with
// --yes), `read_file` cannot read the audit log in read-only mode, and the default workspace keeps working.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let home: string;
let dataDir: string;
const refusal = /inside Hearth's own data folder \(.*\); tools may not read or change Hearth's files/;

beforeAll(async () => {
  home = temp.make('cli-home');
  dataDir = join(home, '.config', 'Hearth');
  mkdirSync(join(dataDir, 'tools'), { recursive: true });
  // A first call creates the database and writes the audit log.
  const first = await runCli(['tool', 'datetime', '{}', '--json', '--data-dir', dataDir]);
  expect(first.code).toBe(0);
  writeFileSync(join(dataDir, 'tools', 'mine.mjs'), 'export default { name: "mine" };\n');
});
afterAll(() => temp.cleanup());

function tool(name: string, args: unknown, ...flags: string[]) {
  return runCli(['tool', name, JSON.stringify(args), '--workspace', home, '--data-dir', dataDir, '--json', ...flags]);
}

function fingerprint(path: string): string {
  return `${statSync(path).size}:${readFileSync(path).toString('base64')}`;
}

describe('the data folder inside the workspace', () => {
  it.each([
    ['write_file', { path: '.config/Hearth/tools/x.mjs', content: 'export default { name: "planted" };' }],
    ['write_file', { path: '.config/Hearth/audit.jsonl', content: '' }],
    ['write_file', { path: '.config/Hearth/hearth.db', content: 'not a database' }],
    ['edit_file', { path: '.config/Hearth/tools/mine.mjs', oldText: 'mine', newText: 'planted' }],
  ])('%s %j is refused even with --yes, and the data folder is unchanged', async (name, args) => {
    const db = fingerprint(join(dataDir, 'hearth.db'));
    const mine = fingerprint(join(dataDir, 'tools', 'mine.mjs'));
    const audit = readFileSync(join(dataDir, 'audit.jsonl'), 'utf8');
    const run = await tool(name, args, '--yes');
    expect(run.code).toBe(1);
    const [line] = run.lines();
    expect(line).toMatchObject({ type: 'tool_result', ok: false, content: expect.stringMatching(refusal) });
    expect(existsSync(join(dataDir, 'tools', 'x.mjs'))).toBe(false);
    expect(fingerprint(join(dataDir, 'hearth.db'))).toBe(db);
    expect(fingerprint(join(dataDir, 'tools', 'mine.mjs'))).toBe(mine);
    // The audit log only grew (by this refused call's lines); what was there is still there.
    expect(readFileSync(join(dataDir, 'audit.jsonl'), 'utf8').startsWith(audit)).toBe(true);
  });

  it('read_file of the audit log is refused in read-only mode', async () => {
    const run = await tool('read_file', { path: '.config/Hearth/audit.jsonl' }, '--mode', 'read_only');
    expect(run.code).toBe(1);
    const [line] = run.lines();
    expect(line).toMatchObject({ ok: false, content: expect.stringMatching(refusal) });
    expect(run.stdout).not.toContain('"tool":"datetime"');
  });

  it('the rest of the workspace still works', async () => {
    const run = await tool('write_file', { path: 'notes/today.txt', content: 'hello' }, '--yes');
    expect(run.code).toBe(0);
    expect(readFileSync(join(home, 'notes', 'today.txt'), 'utf8')).toBe('hello');
  });
});

describe('the default workspace (inside the data folder)', () => {
  it('write_file and read_file work there without --workspace', async () => {
    const folder = temp.make('cli-default-ws');
    const written = await runCli([
      'tool',
      'write_file',
      '{"path":"a.txt","content":"kept"}',
      '--yes',
      '--json',
      '--data-dir',
      folder,
    ]);
    expect(written.code).toBe(0);
    expect(readFileSync(join(folder, 'workspace', 'a.txt'), 'utf8')).toBe('kept');
    const read = await runCli([
      'tool',
      'read_file',
      '{"path":"a.txt"}',
      '--json',
      '--data-dir',
      folder,
      '--mode',
      'read_only',
    ]);
    expect(read.lines()[0]).toMatchObject({ ok: true, content: 'kept' });
  });
});
