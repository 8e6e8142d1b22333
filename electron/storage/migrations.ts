// Forward-only schema migrations tracked by PRAGMA user_version. Each runs in its own IMMEDIATE transaction,
// so a failure leaves the database at the previous version. Later issues append entries to `migrations`.
import type Database from 'better-sqlite3';
import { schemaV1Sql } from './schema-v1';
import { schemaV2Sql } from './schema-v2';
import { schemaV3Sql } from './schema-v3';
import { schemaV4Sql } from './schema-v4';
import { schemaV5Sql } from './schema-v5';
import { schemaV6Sql } from './schema-v6';
import { schemaV7Sql } from './schema-v7';
import { schemaV8Sql } from './schema-v8';
import { schemaV9Sql } from './schema-v9';
import { schemaV10Sql } from './schema-v10';
import { schemaV11Sql } from './schema-v11';
import { schemaV12Sql } from './schema-v12';
import { schemaV13Sql } from './schema-v13';
import { schemaV14Sql } from './schema-v14';
import { createCjkIndexer } from './cjk-index';
import { newerSchemaError } from './schema-version-peek';

type Db = Database.Database;

export interface Migration {
  /** 1, 2, 3… in order; after it runs, user_version equals this number. */
  version: number;
  description: string;
  /** `progress` reports long work (rows done of total), e.g. an index rebuilt. */
  up: (db: Db, progress: (done: number, total: number) => void) => void;
}

/** What a long migration has done so far, for the person waiting (the runtime logs it). */
export interface MigrationProgress {
  version: number;
  description: string;
  done: number;
  total: number;
}

export const migrations: readonly Migration[] = [
  { version: 1, description: 'initial schema', up: (db) => db.exec(schemaV1Sql) },
  { version: 2, description: 'MCP tool definitions (drift detection)', up: (db) => db.exec(schemaV2Sql) },
  {
    version: 3,
    description: 'custom tool trust; approval rules bound to a tool version',
    up: (db) => db.exec(schemaV3Sql),
  },
  { version: 4, description: 'memory tools join an unchanged pre-approved list', up: (db) => db.exec(schemaV4Sql) },
  {
    version: 5,
    description: 'model per conversation, projects, remembered model quirks',
    up: (db) => db.exec(schemaV5Sql),
  },
  {
    version: 6,
    description: 'attachments stored by content; soft delete for conversations, memories and jobs',
    up: (db) => db.exec(schemaV6Sql),
  },
  {
    version: 7,
    description: 'branches: messages form a tree (parent_id), a conversation shows one path (active_leaf_id)',
    up: (db) => db.exec(schemaV7Sql),
  },
  {
    version: 8,
    description: 'memory provenance: the untrusted sources the storing run had read',
    up: (db) => db.exec(schemaV8Sql),
  },
  {
    version: 9,
    description: 'search in every language: CJK indexes of messages and memories, filled from the existing rows',
    up: (db, progress) => {
      db.exec(schemaV9Sql);
      createCjkIndexer(db).catchUp(progress);
    },
  },
  {
    version: 10,
    description: 'pending questions: approvals and questions that wait survive a restart',
    up: (db) => db.exec(schemaV10Sql),
  },
  {
    version: 11,
    description: 'knowledge: sources, files and chunks of the documents searched, with their indexes',
    up: (db) => db.exec(schemaV11Sql),
  },
  {
    version: 12,
    description: 'indexes for a big history: the sidebar in its order, half-written answers at start-up',
    up: (db) => db.exec(schemaV12Sql),
  },
  {
    version: 13,
    description: 'artifacts: the versions of what the artifact tool shows beside a chat',
    up: (db) => db.exec(schemaV13Sql),
  },
  {
    version: 14,
    description: 'knowledge: a paused source stays paused after a restart',
    up: (db) => db.exec(schemaV14Sql),
  },
];

export interface MigrationOutcome {
  from: number;
  to: number;
}

/** Brings the database up to the last migration. Refuses (StorageError 'newer_schema') to touch a newer database. */
export function runMigrations(
  db: Db,
  list: readonly Migration[] = migrations,
  onProgress?: (progress: MigrationProgress) => void,
  onStart?: (migration: Pick<Migration, 'version' | 'description'>) => void,
): MigrationOutcome {
  assertWellFormed(list);
  const latest = list.length;
  const from = readUserVersion(db);
  if (from > latest) throw newerSchemaError(db.name, from, latest);
  for (const migration of list) {
    if (migration.version <= from) continue;
    db.transaction(() => {
      // Re-read inside the write lock: another process may have migrated since we looked.
      const current = readUserVersion(db);
      if (current >= migration.version) return;
      const { version, description } = migration;
      onStart?.({ version, description });
      migration.up(db, (done, total) => onProgress?.({ version, description, done, total }));
      db.pragma(`user_version = ${migration.version}`); // an integer from our own list, never user input
    }).immediate();
  }
  return { from, to: readUserVersion(db) };
}

export function readUserVersion(db: Db): number {
  return Number(db.pragma('user_version', { simple: true }));
}

function assertWellFormed(list: readonly Migration[]): void {
  list.forEach((migration, index) => {
    if (migration.version !== index + 1 || !Number.isInteger(migration.version)) {
      throw new Error(
        `Migration list is out of order: entry ${index} has version ${migration.version}, expected ${index + 1}.`,
      );
    }
  });
}
