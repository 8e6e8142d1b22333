// Durability under SIGKILL: a real child process appends messages and prints each committed id; we kill it
// mid-write, reopen, and require every acknowledged id to be present and the database (and FTS index) sound.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createConversationStore } from '../../electron/storage/conversations';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const REPO = path.resolve(import.meta.dirname, '../..');
const WRITER = path.join(REPO, 'test/storage/fixtures/message-writer.ts');
const ROUNDS = 5;

/** Starts the writer, waits for `acksBeforeKill` acknowledged ids, SIGKILLs it, and returns every id it acknowledged. */
function writeUntilKilled(file: string, conversationId: string, acksBeforeKill: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, file, conversationId], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acknowledged: string[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    createInterface({ input: child.stdout }).on('line', (line) => {
      acknowledged.push(line);
      if (acknowledged.length === acksBeforeKill) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`writer exited on its own (code ${code}): ${stderr}`));
      else setImmediate(() => resolve(acknowledged)); // let readline deliver the last buffered lines
    });
  });
}

describe('kill during write', () => {
  it(`keeps every acknowledged message across ${ROUNDS} SIGKILLs, with a sound database and FTS index`, async () => {
    const file = path.join(temp.make('kill'), 'hearth.db');
    const setup = openDatabase(file).db;
    const conversationId = createConversationStore(setup).create({ title: 'durability' }).id;
    closeDatabase(setup);

    const allAcknowledged: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const acksBeforeKill = 40 + Math.floor(Math.random() * 200);
      const acknowledged = await writeUntilKilled(file, conversationId, acksBeforeKill);
      expect(acknowledged.length).toBeGreaterThanOrEqual(acksBeforeKill);
      allAcknowledged.push(...acknowledged);

      const { db, notices } = openDatabase(file);
      expect(notices, 'a killed writer must not look like corruption').toEqual([]);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      // With rank = 1, FTS5 also compares the index against the messages table; it throws if they differ.
      db.prepare("INSERT INTO messages_fts (messages_fts, rank) VALUES ('integrity-check', 1)").run();
      const stored = new Set(
        db
          .prepare<[string], { id: string }>('SELECT id FROM messages WHERE conversation_id = ?')
          .all(conversationId)
          .map((row) => row.id),
      );
      const missing = allAcknowledged.filter((id) => !stored.has(id));
      expect(missing, `round ${round}: acknowledged but lost`).toEqual([]);
      const seqs = createConversationStore(db)
        .listMessages(conversationId)
        .map((message) => message.seq);
      expect(seqs).toEqual(seqs.map((_, index) => index + 1)); // no gaps, no duplicates
      closeDatabase(db);
    }
  }, 120_000);
});
