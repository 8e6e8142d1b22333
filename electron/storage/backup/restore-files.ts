// The attachment files a backup carries (its files table): which names it holds, and writing the ones this data folder
// lacks, each checked against its content address and written to a temporary name first.
import { nodeCrypto } from '../lazy-crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { FILES_TABLE } from './backup-format';
import { all } from './restore-rows';

const ATTACHMENT_NAME = /^[0-9a-f]{64}$/;

export function writeFiles(source: Database.Database, names: string[], folder: string): void {
  if (names.length === 0) return;
  fs.mkdirSync(folder, { recursive: true });
  const read = source.prepare(`SELECT bytes FROM ${FILES_TABLE} WHERE name = ?`);
  for (const name of names) {
    const bytes = (read.get(name) as { bytes: Buffer }).bytes;
    // The name is the content's address: a file whose bytes do not match it is not written.
    if (nodeCrypto().createHash('sha256').update(bytes).digest('hex') !== name) continue;
    const temporary = path.join(folder, `.${name}.${process.pid}.partial`);
    fs.writeFileSync(temporary, bytes);
    fs.renameSync(temporary, path.join(folder, name));
  }
}

export function fileNames(source: Database.Database): string[] {
  try {
    return all(source, `SELECT name FROM ${FILES_TABLE}`)
      .map((row) => String(row.name))
      .filter((name) => ATTACHMENT_NAME.test(name));
  } catch {
    return [];
  }
}
