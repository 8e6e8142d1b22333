// Restore merges, never overwrites: plans what a backup (already migrated to this schema) adds to the live database —
// missing conversations, messages, memories, jobs (switched off), projects and attachments — keeps local items that
// are newer, turns a clash (same id, different content, local not newer) into a copy, then applies the plan in one
// transaction. Approval rules, trusted tools and the approval policy are never taken from a file.
import { nodeCrypto } from '../lazy-crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { FILES_TABLE } from './backup-format';

type Row = Record<string, unknown>;

export interface RestorePreview {
  /** New conversations (and those a copy is made of), by title. */
  conversations: { added: string[]; extended: string[]; copied: string[]; keptLocal: number };
  messages: number;
  memories: { added: number; copied: number; keptLocal: number };
  jobs: { added: string[]; copied: string[]; keptLocal: number };
  projects: string[];
  attachments: number;
  /** True when this data folder has no settings yet and takes the backup's (without the approval policy). */
  settings: boolean;
  /** Never restored from a file: they grant permissions. */
  notRestored: string[];
}

interface Plan {
  preview: RestorePreview;
  apply: (live: Database.Database) => void;
}

const NOT_RESTORED = ['approval rules', 'trusted custom tools', 'the approval policy and MCP servers in settings'];
/** Settings sections never taken from a file: what may run without asking, and which programs start. */
const SETTINGS_NOT_RESTORED = ['policy', 'mcp'];
const ATTACHMENT_NAME = /^[0-9a-f]{64}$/;

export function planRestore(live: Database.Database, source: Database.Database, attachmentsDir: string): Plan {
  const steps: ((db: Database.Database) => void)[] = [];
  const preview: RestorePreview = {
    conversations: { added: [], extended: [], copied: [], keptLocal: 0 },
    messages: 0,
    memories: { added: 0, copied: 0, keptLocal: 0 },
    jobs: { added: [], copied: [], keptLocal: 0 },
    projects: [],
    attachments: 0,
    settings: false,
    notRestored: NOT_RESTORED,
  };

  // Projects first (conversations point at them).
  const liveProjects = new Set(ids(live, 'projects'));
  for (const project of all(source, 'SELECT * FROM projects ORDER BY created_at')) {
    if (liveProjects.has(String(project.id))) continue;
    preview.projects.push(String(project.name));
    steps.push((db) => insert(db, 'projects', project));
  }
  const sourceProjects = new Set(ids(source, 'projects'));
  const projectExists = (id: unknown) =>
    id === null || id === undefined || liveProjects.has(String(id)) || sourceProjects.has(String(id));

  planConversations(live, source, preview, steps, projectExists);
  planMemories(live, source, preview, steps);
  planJobs(live, source, preview, steps);

  for (const attachment of all(source, 'SELECT * FROM attachments')) {
    if (one(live, 'SELECT 1 AS x FROM attachments WHERE sha256 = ?', attachment.sha256)) continue;
    preview.attachments += 1;
    steps.unshift((db) => insert(db, 'attachments', attachment)); // before the messages that reference them
  }
  const files = fileNames(source).filter((name) => !fs.existsSync(path.join(attachmentsDir, name)));

  const liveSettings = one(live, 'SELECT 1 AS x FROM settings WHERE id = 1');
  const sourceSettings = one(source, 'SELECT document FROM settings WHERE id = 1') as { document: string } | undefined;
  if (!liveSettings && sourceSettings) {
    preview.settings = true;
    steps.push((db) =>
      db
        .prepare('INSERT INTO settings (id, document, updated_at) VALUES (1, ?, ?)')
        .run(withoutSections(sourceSettings.document), Date.now()),
    );
  }
  const quirks = all(source, 'SELECT * FROM model_quirks');
  steps.push((db) => quirks.forEach((quirk) => insert(db, 'model_quirks', quirk, 'OR IGNORE')));

  return {
    preview,
    apply: (db) => {
      writeFiles(source, files, attachmentsDir); // content-addressed and checked: safe to write before the rows
      db.transaction(() => {
        for (const step of steps) step(db);
      }).immediate();
    },
  };
}

function planConversations(
  live: Database.Database,
  source: Database.Database,
  preview: RestorePreview,
  steps: ((db: Database.Database) => void)[],
  projectExists: (id: unknown) => boolean,
): void {
  for (const conversation of all(source, 'SELECT * FROM conversations WHERE deleted_at IS NULL ORDER BY created_at')) {
    const id = String(conversation.id);
    const title = String(conversation.title || 'Untitled conversation');
    const messages = all(source, 'SELECT * FROM messages WHERE conversation_id = ? ORDER BY seq', id);
    const local = one(live, 'SELECT * FROM conversations WHERE id = ?', id);
    const safe = {
      ...conversation,
      project_id: projectExists(conversation.project_id) ? conversation.project_id : null,
    };
    if (!local) {
      preview.conversations.added.push(title);
      preview.messages += messages.length;
      steps.push((db) => {
        insert(db, 'conversations', safe);
        for (const message of messages) insertMessage(db, source, message);
      });
      continue;
    }
    const localMessages = new Map(
      all(live, 'SELECT * FROM messages WHERE conversation_id = ?', id).map((m) => [String(m.id), same(m)]),
    );
    const sourceMessages = new Map(messages.map((m) => [String(m.id), same(m)]));
    const sourceInLocal = [...sourceMessages].every(([mid, text]) => localMessages.get(mid) === text);
    if (sourceInLocal && local.title === conversation.title) continue; // nothing the local copy lacks
    if (Number(local.updated_at) >= Number(conversation.updated_at) || local.deleted_at !== null) {
      preview.conversations.keptLocal += 1;
      continue;
    }
    const localInSource = [...localMessages].every(([mid, text]) => sourceMessages.get(mid) === text);
    if (localInSource) {
      const missing = messages.filter((m) => !localMessages.has(String(m.id)));
      preview.conversations.extended.push(title);
      preview.messages += missing.length;
      steps.push((db) => {
        for (const message of missing) insertMessage(db, source, message);
        const changes: Row = { ...safe };
        delete changes.id;
        update(db, 'conversations', id, changes);
      });
      continue;
    }
    preview.conversations.copied.push(title);
    preview.messages += messages.length;
    steps.push((db) => copyConversation(db, source, safe, messages));
  }
}

function copyConversation(db: Database.Database, source: Database.Database, conversation: Row, messages: Row[]): void {
  const newId = nodeCrypto().randomUUID();
  const messageIds = new Map(messages.map((m) => [String(m.id), nodeCrypto().randomUUID()]));
  const remap = (value: unknown) => (value === null || value === undefined ? value : messageIds.get(String(value)));
  insert(db, 'conversations', {
    ...conversation,
    id: newId,
    title: `${String(conversation.title || 'Untitled conversation')} (restored copy)`,
    ...('active_leaf_id' in conversation ? { active_leaf_id: remap(conversation.active_leaf_id) ?? null } : {}),
  });
  for (const message of messages) {
    insertMessage(
      db,
      source,
      {
        ...message,
        id: messageIds.get(String(message.id)),
        conversation_id: newId,
        ...('parent_id' in message ? { parent_id: remap(message.parent_id) ?? null } : {}),
      },
      String(message.id),
    );
  }
}

function insertMessage(
  db: Database.Database,
  source: Database.Database,
  message: Row,
  sourceId = String(message.id),
): void {
  insert(db, 'messages', message);
  for (const link of all(source, 'SELECT * FROM message_attachments WHERE message_id = ?', sourceId)) {
    insert(db, 'message_attachments', { ...link, message_id: message.id });
  }
}

function planMemories(
  live: Database.Database,
  source: Database.Database,
  preview: RestorePreview,
  steps: ((db: Database.Database) => void)[],
): void {
  const liveContents = new Set(
    all(live, 'SELECT content FROM memories WHERE deleted_at IS NULL').map((m) => String(m.content)),
  );
  for (const memory of all(source, 'SELECT * FROM memories WHERE deleted_at IS NULL ORDER BY id')) {
    if (liveContents.has(String(memory.content))) continue; // the same fact is already there
    const local = one(live, 'SELECT * FROM memories WHERE id = ?', memory.id);
    if (!local) {
      preview.memories.added += 1;
      steps.push((db) => insert(db, 'memories', memory));
    } else if (Number(local.updated_at) >= Number(memory.updated_at)) {
      preview.memories.keptLocal += 1;
    } else {
      preview.memories.copied += 1;
      const withoutId: Row = { ...memory };
      delete withoutId.id; // SQLite gives the copy a new id
      steps.push((db) => insert(db, 'memories', withoutId));
    }
    liveContents.add(String(memory.content));
  }
}

function planJobs(
  live: Database.Database,
  source: Database.Database,
  preview: RestorePreview,
  steps: ((db: Database.Database) => void)[],
): void {
  const definition = (job: Row) =>
    JSON.stringify([job.name, job.schedule_kind, job.schedule, job.timezone, job.action, job.conversation_id]);
  for (const job of all(source, 'SELECT * FROM jobs WHERE deleted_at IS NULL ORDER BY created_at')) {
    const local = one(live, 'SELECT * FROM jobs WHERE id = ?', job.id);
    const switchedOff = { ...job, enabled: 0 }; // restored jobs wait until the person turns them on
    if (!local) {
      preview.jobs.added.push(String(job.name));
      const runs = all(source, 'SELECT * FROM job_runs WHERE job_id = ?', job.id);
      steps.push((db) => {
        insert(db, 'jobs', switchedOff);
        for (const run of runs) insert(db, 'job_runs', run, 'OR IGNORE');
      });
    } else if (definition(local) === definition(job)) {
      continue;
    } else if (Number(local.updated_at) >= Number(job.updated_at) || local.deleted_at !== null) {
      preview.jobs.keptLocal += 1;
    } else {
      preview.jobs.copied.push(String(job.name));
      steps.push((db) =>
        insert(db, 'jobs', {
          ...switchedOff,
          id: nodeCrypto().randomUUID(),
          name: `${String(job.name)} (restored copy)`,
        }),
      );
    }
  }
}

function writeFiles(source: Database.Database, names: string[], folder: string): void {
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

function fileNames(source: Database.Database): string[] {
  try {
    return all(source, `SELECT name FROM ${FILES_TABLE}`)
      .map((row) => String(row.name))
      .filter((name) => ATTACHMENT_NAME.test(name));
  } catch {
    return [];
  }
}

function withoutSections(document: string): string {
  try {
    const parsed = JSON.parse(document) as Record<string, unknown>;
    for (const section of SETTINGS_NOT_RESTORED) delete parsed[section];
    return JSON.stringify(parsed);
  } catch {
    return '{}';
  }
}

/** A message as compared between the two databases (every stored field). */
function same(message: Row): string {
  return JSON.stringify(message);
}

function all(db: Database.Database, sql: string, ...params: unknown[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

function one(db: Database.Database, sql: string, ...params: unknown[]): Row | undefined {
  return db.prepare(sql).get(...params) as Row | undefined;
}

function ids(db: Database.Database, table: string): string[] {
  return all(db, `SELECT id FROM ${table}`).map((row) => String(row.id));
}

function insert(db: Database.Database, table: string, row: Row, conflict: '' | 'OR IGNORE' = ''): void {
  const columns = Object.keys(row);
  db.prepare(
    `INSERT ${conflict} INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  ).run(...columns.map((column) => row[column]));
}

function update(db: Database.Database, table: string, id: string, changes: Row): void {
  const columns = Object.keys(changes);
  db.prepare(`UPDATE ${table} SET ${columns.map((c) => `"${c}" = ?`).join(', ')} WHERE id = ?`).run(
    ...columns.map((column) => changes[column]),
    id,
  );
}
