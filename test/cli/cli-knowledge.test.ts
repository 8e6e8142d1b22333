// `hearth knowledge add|list|search|remove|rebuild` as real CLI processes over one data folder: a Chromium-made PDF
// answers with its page, skipped files are listed with the reason, --json carries the mode and citations, remove
// forgets a source, rebuild reads everything again.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '../support/temp-dir';
import { writeKnowledgeFolder } from '../runtime/knowledge/knowledge-fixtures';
import { runCli } from './run-cli';

const temp = createTempDirs();
let dataDir: string;
let folder: string;
const cli = (...args: string[]) => runCli([...args, '--data-dir', dataDir]);

beforeAll(async () => {
  dataDir = temp.make('cli-knowledge-data');
  folder = temp.make('cli-knowledge-docs');
  await writeKnowledgeFolder(folder);
}, 60_000);
afterAll(() => temp.cleanup());

describe('hearth knowledge', () => {
  it('adds a folder, lists it with the skipped files, answers with the page, and removes it', async () => {
    const added = await cli('knowledge', 'add', folder);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/^1 {2}.*: 4 indexed, 0 unchanged, 3 skipped, 0 removed\n/);
    expect(added.stdout).toMatch(/skipped .*locked\.pdf: encrypted PDF/);

    const listed = await cli('knowledge', 'list', '--json');
    expect(listed.code, listed.stderr).toBe(0);
    const [sources] = listed.lines() as unknown as [{ id: number; files: number; skippedFiles: { path: string }[] }[]];
    expect(sources).toEqual([expect.objectContaining({ id: 1, path: folder, files: 4 })]);
    expect(sources[0]!.skippedFiles.map((file) => path.basename(file.path)).sort()).toEqual([
      'broken.pdf',
      'locked.pdf',
      'photo.txt',
    ]);

    const found = await cli('knowledge', 'search', 'security deposit');
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout.split('\n')[0]).toBe(`[1] tenancy.pdf, page 2  (${path.join(folder, 'tenancy.pdf')})`);
    expect(found.stderr).toContain('(no embedding model is set: full-text search only)');

    const json = await cli('knowledge', 'search', '银行账户', '--json');
    expect(json.lines()[0]).toMatchObject({ mode: 'full_text', hits: [expect.objectContaining({ n: 1, page: 3 })] });

    const removed = await cli('knowledge', 'remove', '1');
    expect(removed.code, removed.stderr).toBe(0);
    const after = await cli('knowledge', 'search', 'security deposit', '--json');
    expect(after.lines()[0]).toMatchObject({ hits: [] });
    expect((await cli('knowledge', 'remove', '1')).code).toBe(1);
  });

  it('rebuilds one source or every source: everything read again', async () => {
    const added = await cli('knowledge', 'add', folder);
    expect(added.code, added.stderr).toBe(0);
    const id = /^(\d+) /u.exec(added.stdout)?.[1];
    const rebuilt = await cli('knowledge', 'rebuild', id!);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(rebuilt.stdout).toMatch(new RegExp(`^${id} {2}rebuilt: 4 indexed, 3 skipped\n`, 'u'));
    const all = await cli('knowledge', 'rebuild', '--json');
    expect(all.lines()[0]).toEqual([expect.objectContaining({ id: Number(id), indexed: 4 })]);
    const found = await cli('knowledge', 'search', 'security deposit', '--json');
    expect(found.lines()[0]).toMatchObject({ hits: [expect.objectContaining({ n: 1, page: 2 })] });
    const missing = await cli('knowledge', 'rebuild', '99');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no knowledge source 99');
  });

  it('refuses a malformed command line with the usage', async () => {
    const wrong = await cli('knowledge', 'remove', 'abc');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("use 'knowledge add PATH'");
  });
});
