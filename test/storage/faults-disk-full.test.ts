// Faults, measured: the disk fills up during a write. A child writes messages and memories through the real stores into
// a database on a small tmpfs (bubblewrap's --size, no privileges needed) until the disk is full: the write fails with a
// StorageError naming the full disk, the process goes on (reads everything back, a further write fails the same clear
// way), and every write acknowledged before is in the database. Prints the figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { bundleFaultWriter } from './fixtures/fault-writer-bundle';

const TMPFS_BYTES = 3 * 1024 * 1024;
const temp = createTempDirs();

describeWithFacility('sized-tmpfs', 'faults: the disk fills up during a write', () => {
  let writer: string;
  beforeAll(() => {
    writer = bundleFaultWriter();
  });
  afterAll(() => {
    temp.cleanup();
    fs.rmSync(writer, { force: true });
  });

  it('fails the write with a clear disk-full error, goes on, and loses nothing written before', async () => {
    const small = temp.make('faults-full-mount'); // the tmpfs is mounted over it inside the sandbox only
    const out = temp.make('faults-full-out');
    const copy = path.join(out, 'copy.db');
    const args = ['--dev-bind', '/', '/', '--size', String(TMPFS_BYTES), '--tmpfs', small, '--die-with-parent'];
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn('bwrap', [...args, process.execPath, writer, path.join(small, 'hearth.db'), 'full', copy], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('error', reject);
        child.on('close', (exitCode) => resolve({ code: exitCode, stdout, stderr }));
      },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0); // the process went on to the end
    const lines = stdout.trim().split('\n');
    const messages = lines.filter((line) => line.startsWith('m ')).map((line) => line.slice(2));
    const memories = lines.filter((line) => line.startsWith('k ')).map((line) => Number(line.slice(2)));
    const full = lines.find((line) => line.startsWith('full ')) ?? '';
    const summary = JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>;

    expect(full).toMatch(/^full disk_full The disk holding Hearth's database ".*hearth\.db" is full/);
    expect(full).toContain('Everything saved before is kept.');
    expect(summary).toMatchObject({ type: 'summary', again: 'disk_full', integrity: 'ok' });
    expect(summary.messages).toBeGreaterThanOrEqual(messages.length);
    expect(summary.memories).toBeGreaterThanOrEqual(memories.length);
    expect(messages.length).toBeGreaterThan(10);

    // Independently, on the copy taken inside the sandbox: every acknowledged write is there, the file is sound.
    const { db } = openDatabase(copy);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.prepare("INSERT INTO messages_fts (messages_fts, rank) VALUES ('integrity-check', 1)").run();
      const stored = new Set(db.prepare('SELECT id FROM messages').pluck().all() as string[]);
      const storedMemories = new Set(db.prepare('SELECT id FROM memories').pluck().all() as number[]);
      expect(messages.filter((id) => !stored.has(id))).toEqual([]);
      expect(memories.filter((id) => !storedMemories.has(id))).toEqual([]);
    } finally {
      closeDatabase(db);
    }
    console.log(
      `[faults] disk full: a ${TMPFS_BYTES / 1024} KB tmpfs filled after ${messages.length + memories.length} ` +
        `acknowledged writes (${messages.length} messages, ${memories.length} memories); the write failed as ` +
        'StorageError disk_full, the next one too, the process went on, and nothing written before was lost',
    );
  }, 120_000);
});
