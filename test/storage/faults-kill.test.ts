// Faults, measured: a child process writing messages and memories through the real storage code is SIGKILLed at a
// random moment, over and over (at least 100 kills). After each kill every write it acknowledged (printed after its
// commit) is still there, integrity_check is ok and both full-text indexes match their tables. Prints the figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createTempDirs } from '../support/temp-dir';
import { bundleFaultWriter } from './fixtures/fault-writer-bundle';

const KILLS = 120;
const temp = createTempDirs();
let writer: string;
beforeAll(() => {
  writer = bundleFaultWriter();
});
afterAll(() => {
  temp.cleanup();
  fs.rmSync(writer, { force: true });
});

interface Acks {
  messages: string[];
  memories: number[];
}

/** Starts the writer and SIGKILLs it a random 0–40 ms after its first acknowledged write (mid-transaction, often). */
function writeUntilKilled(file: string): Promise<Acks> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, file, 'kill'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acks: Acks = { messages: [], memories: [] };
    let stderr = '';
    let armed = false;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [kind, id = ''] = line.split(' ');
      if (kind === 'm') acks.messages.push(id);
      if (kind === 'k') acks.memories.push(Number(id));
      if (!armed) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), Math.floor(Math.random() * 40));
      }
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`writer exited on its own (code ${code}): ${stderr}`));
      else setImmediate(() => resolve(acks)); // let readline deliver the last buffered lines
    });
  });
}

describe('faults: SIGKILL during writes', () => {
  it(`keeps every acknowledged write across ${KILLS} kills at random moments`, async () => {
    const file = path.join(temp.make('faults-kill'), 'hearth.db');
    closeDatabase(openDatabase(file).db);
    const acknowledged: Acks = { messages: [], memories: [] };
    const started = Date.now();
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const acks = await writeUntilKilled(file);
      acknowledged.messages.push(...acks.messages);
      acknowledged.memories.push(...acks.memories);

      const { db, notices } = openDatabase(file);
      try {
        expect(notices, `kill ${kill}: a killed writer must not look like corruption`).toEqual([]);
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        // With rank = 1, FTS5 compares each index with its table and throws when they differ.
        db.prepare("INSERT INTO messages_fts (messages_fts, rank) VALUES ('integrity-check', 1)").run();
        db.prepare("INSERT INTO memories_fts (memories_fts, rank) VALUES ('integrity-check', 1)").run();
        const messages = new Set(db.prepare('SELECT id FROM messages').pluck().all() as string[]);
        const memories = new Set(db.prepare('SELECT id FROM memories').pluck().all() as number[]);
        expect(
          acknowledged.messages.filter((id) => !messages.has(id)),
          `kill ${kill}: messages lost`,
        ).toEqual([]);
        expect(
          acknowledged.memories.filter((id) => !memories.has(id)),
          `kill ${kill}: memories lost`,
        ).toEqual([]);
      } finally {
        closeDatabase(db);
      }
    }
    const writes = acknowledged.messages.length + acknowledged.memories.length;
    console.log(
      `[faults] SIGKILL: ${KILLS} kills in ${Math.round((Date.now() - started) / 1000)} s; ${writes} acknowledged ` +
        `writes (${acknowledged.messages.length} messages, ${acknowledged.memories.length} memories), all survived; ` +
        'integrity_check ok and both FTS indexes consistent after every kill',
    );
    expect(writes).toBeGreaterThan(KILLS);
  }, 600_000);
});
