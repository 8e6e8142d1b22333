// Read-only means nothing changes, through the real CLI process and the real SQLite file: `memory_store` and
// `memory_forget` are refused in `--mode read_only` (the memories table is unchanged), and still run without --yes in
// supervised mode through the default `policy.preapproved`.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let dataDir: string;

beforeAll(() => {
  dataDir = temp.make('cli-read-only');
});
afterAll(() => temp.cleanup());

/** The memories table as stored on disk (opened after the CLI process exited). */
function storedMemories(): { id: number; content: string }[] {
  const { db } = openDatabase(join(dataDir, 'hearth.db'));
  try {
    return db.prepare('SELECT id, content FROM memories ORDER BY id').all() as { id: number; content: string }[];
  } finally {
    closeDatabase(db);
  }
}

describe('memory tools and the policy mode', () => {
  it('memory_store runs without --yes in supervised mode (pre-approved by default)', async () => {
    const run = await runCli([
      'tool',
      'memory_store',
      '{"content":"The user takes the 8:15 train."}',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(run.code).toBe(0);
    expect(run.lines()[0]).toMatchObject({
      type: 'tool_result',
      ok: true,
      content: expect.stringMatching(/^Remembered as memory #\d+\.$/),
    });
    expect(storedMemories().map((memory) => memory.content)).toEqual(['The user takes the 8:15 train.']);
  });

  it('memory_store is refused in --mode read_only and nothing is stored', async () => {
    const before = storedMemories();
    const run = await runCli([
      'tool',
      'memory_store',
      '{"content":"Planted instruction for later prompts."}',
      '--mode',
      'read_only',
      '--yes',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(run.code).toBe(1);
    expect(run.lines()[0]).toMatchObject({ ok: false, content: expect.stringMatching(/Read-only mode/) });
    expect(storedMemories()).toEqual(before);
  });

  it('memory_forget is refused in --mode read_only and nothing is deleted', async () => {
    const before = storedMemories();
    const run = await runCli([
      'tool',
      'memory_forget',
      JSON.stringify({ id: before[0]!.id }),
      '--mode',
      'read_only',
      '--yes',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(run.code).toBe(1);
    expect(run.lines()[0]).toMatchObject({ ok: false, content: expect.stringMatching(/Read-only mode/) });
    expect(storedMemories()).toEqual(before);
  });

  it('memory_recall still runs in read-only mode', async () => {
    const run = await runCli([
      'tool',
      'memory_recall',
      '{"query":"which train?"}',
      '--mode',
      'read_only',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(run.code).toBe(0);
    expect(String(run.lines()[0]!.content)).toContain('8:15 train');
  });
});
