// Plain row access for the restore merge: read rows of either database as column → value records, and insert or
// update them column for column (the backup is already migrated to this schema, so the columns match).
import type Database from 'better-sqlite3';

export type Row = Record<string, unknown>;

/** One step of a restore plan, run inside the merge's transaction. */
export type RestoreStep = (db: Database.Database) => void;

export function all(db: Database.Database, sql: string, ...params: unknown[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

export function one(db: Database.Database, sql: string, ...params: unknown[]): Row | undefined {
  return db.prepare(sql).get(...params) as Row | undefined;
}

export function ids(db: Database.Database, table: string): string[] {
  return all(db, `SELECT id FROM ${table}`).map((row) => String(row.id));
}

export function insert(db: Database.Database, table: string, row: Row, conflict: '' | 'OR IGNORE' = ''): void {
  const columns = Object.keys(row);
  db.prepare(
    `INSERT ${conflict} INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  ).run(...columns.map((column) => row[column]));
}

export function update(db: Database.Database, table: string, id: string, changes: Row): void {
  const columns = Object.keys(changes);
  db.prepare(`UPDATE ${table} SET ${columns.map((c) => `"${c}" = ?`).join(', ')} WHERE id = ?`).run(
    ...columns.map((column) => changes[column]),
    id,
  );
}
