// The ten-year database (issue 44): a seeded, reproducible history written through the real schema (openDatabase runs
// the migrations), bulk-inserted with prepared statements in large transactions, kept in the ignored folder .ten-year beside the bench parts.
// It is written at schema 8, so opening it with the real code runs every later migration (the CJK fill included).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { migrations } from '../../electron/storage/migrations';
import { createCorpusGenerator } from './memory-corpus';
import { createMessageCorpus } from './search-corpus';
import { seededRandom } from './stats';
import { tenYearCounts, type TenYearCounts } from './ten-year-counts';

export { tenYearCounts, type TenYearCounts } from './ten-year-counts';

/** The schema the generator writes; every migration after it runs when the bench opens a copy. */
export const TEN_YEAR_SCHEMA = 8;
/** Bumped when the generated rows change, so a kept database of an older generator is rebuilt. */
const GENERATOR_VERSION = 1;
const SEED = 44;
const START = Date.UTC(2016, 0, 1);
const TEN_YEARS_MS = 10 * 365 * 24 * 3_600_000;
const BATCH = 50_000;

export interface TenYearDb {
  /** The data folder: hearth.db (schema 8) and attachments/. Copy it before opening: opening migrates it. */
  dir: string;
  counts: TenYearCounts;
  /** Seconds the generation took (0 when an earlier run's folder was reused). */
  generatedInSeconds: number;
  /** The conversation of `counts.bigConversation` messages. */
  bigConversationId: string;
}

const defaultRoot = fileURLToPath(new URL('../.ten-year/', import.meta.url));

/** The folder of the database at `scale` (1 = full), generated on first use and reused while the generator is the same. */
export function ensureTenYearDb(scale: number, root = defaultRoot): TenYearDb {
  const counts = tenYearCounts(scale);
  const dir = path.join(root, `scale-${scale}-v${GENERATOR_VERSION}`);
  const done = path.join(dir, 'generated.json');
  if (fs.existsSync(done))
    return { ...(JSON.parse(fs.readFileSync(done, 'utf8')) as TenYearDb), generatedInSeconds: 0 };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'attachments'), { recursive: true });
  const started = performance.now();
  const { db } = openDatabase(path.join(dir, 'hearth.db'), { migrations: migrations.slice(0, TEN_YEAR_SCHEMA) });
  let bigConversationId: string;
  try {
    db.pragma('cache_size = -262144');
    bigConversationId = writeRows(db, counts, path.join(dir, 'attachments'));
  } finally {
    closeDatabase(db);
  }
  const result: TenYearDb = {
    dir,
    counts,
    generatedInSeconds: (performance.now() - started) / 1_000,
    bigConversationId,
  };
  fs.writeFileSync(done, JSON.stringify(result));
  return result;
}

/** A UUID-shaped id from the seeded generator (real ids are random UUIDs: same length, same index behaviour). */
function idMaker(random: () => number): () => string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  return () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

function writeRows(db: Db, counts: TenYearCounts, attachmentsDir: string): string {
  const random = seededRandom(SEED);
  const newId = idMaker(random);
  const at = (fraction: number) => START + Math.floor(fraction * TEN_YEARS_MS);

  const projectIds = Array.from({ length: counts.projects }, newId);
  const addProject = db.prepare(
    'INSERT INTO projects (id, name, folder, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() =>
    projectIds.forEach((id, i) =>
      addProject.run(id, `Project ${i + 1}`, `/home/me/projects/p${i + 1}`, at(i / 60), at(1)),
    ),
  )();

  const attachmentShas = writeAttachments(db, counts.attachments, random, attachmentsDir);
  const bigConversationId = writeConversations(db, counts, { random, newId, at, projectIds, attachmentShas });
  writeMemories(db, counts.memories, at);
  writeJobs(db, counts, newId, at);
  return bigConversationId;
}

function writeAttachments(db: Db, count: number, random: () => number, folder: string): string[] {
  const add = db.prepare('INSERT INTO attachments (sha256, mime_type, size, meta, created_at) VALUES (?, ?, ?, ?, ?)');
  const shas: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      // Small distinct files: the bench measures rows and references, not disk bandwidth.
      const bytes = Buffer.alloc(256 + Math.floor(random() * 768), i % 251);
      bytes.writeUInt32BE(i, 0);
      const sha = hashOf(bytes);
      fs.writeFileSync(path.join(folder, sha), bytes);
      add.run(sha, 'image/png', bytes.length, JSON.stringify({ width: 640, height: 480 }), START + i * 1_000);
      shas.push(sha);
    }
  })();
  return shas;
}

function hashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

interface ConversationContext {
  random: () => number;
  newId: () => string;
  at: (fraction: number) => number;
  projectIds: string[];
  attachmentShas: string[];
}

/** Message counts per conversation: the first holds `bigConversation`, the rest share the remainder unevenly. */
function messageCounts(counts: TenYearCounts, random: () => number): number[] {
  const rest = counts.conversations - 1;
  const remaining = counts.messages - counts.bigConversation;
  const weights = Array.from({ length: rest }, () => 0.2 + random() * 1.6);
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.max(1, Math.floor((w / total) * remaining)));
  sizes[rest - 1] = (sizes[rest - 1] ?? 0) + remaining - sizes.reduce((a, b) => a + b, 0);
  return [counts.bigConversation, ...sizes];
}

function writeConversations(db: Db, counts: TenYearCounts, context: ConversationContext): string {
  const { random, newId, at, projectIds, attachmentShas } = context;
  const corpus = createMessageCorpus(SEED);
  const addConversation = db.prepare(
    'INSERT INTO conversations (id, title, kind, created_at, updated_at, project_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const setLeaf = db.prepare('UPDATE conversations SET active_leaf_id = ? WHERE id = ?');
  const addMessage = db.prepare(
    `INSERT INTO messages (id, conversation_id, seq, role, content, created_at, updated_at, parent_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const link = db.prepare(
    "INSERT INTO message_attachments (message_id, position, sha256, name, kind) VALUES (?, 0, ?, ?, 'image')",
  );
  const sizes = messageCounts(counts, random);
  // Every attachment is linked once; a third as many links again reuse a file (the same photo sent twice).
  const links = Math.floor(counts.attachments * 1.33);
  const linkEvery = Math.max(1, Math.floor(counts.messages / Math.max(1, links)));
  let written = 0;
  let linked = 0;
  let bigId = '';
  const batch = db.transaction((from: number, to: number) => {
    for (let c = from; c < to; c += 1) {
      const id = newId();
      if (c === 0) bigId = id;
      const size = sizes[c] as number;
      const created = at((c / counts.conversations) * 0.98);
      const updated = Math.min(at(1), created + Math.floor(random() * 30 * 24 * 3_600_000));
      const kind = c % 25 === 24 ? 'job' : 'chat';
      const project = c % 4 === 0 ? (projectIds[c % projectIds.length] ?? null) : null;
      addConversation.run(id, `Conversation ${c + 1}`, kind, created, updated, project);
      let parent: string | null = null;
      for (let seq = 1; seq <= size; seq += 1) {
        const messageId = newId();
        const when = created + Math.floor(((updated - created) * seq) / size);
        addMessage.run(messageId, id, seq, seq % 2 ? 'user' : 'assistant', corpus.next().text, when, when, parent);
        parent = messageId;
        written += 1;
        if (written % linkEvery === 0 && linked < links) {
          link.run(messageId, attachmentShas[linked % attachmentShas.length], `photo-${linked}.png`);
          linked += 1;
        }
      }
      setLeaf.run(parent, id);
    }
  });
  const perBatch = Math.max(1, Math.floor((BATCH / counts.messages) * counts.conversations));
  for (let from = 0; from < counts.conversations; from += perBatch) {
    batch(from, Math.min(counts.conversations, from + perBatch));
  }
  return bigId;
}

function writeMemories(db: Db, count: number, at: (fraction: number) => number): void {
  const corpus = createCorpusGenerator(SEED + 2);
  const add = db.prepare(
    "INSERT INTO memories (content, tags, conversation_id, created_at, updated_at) VALUES (?, '[]', NULL, ?, ?)",
  );
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i += 1) add.run(corpus.next(), at(i / count), at(i / count));
  });
  for (let from = 0; from < count; from += BATCH) batch(from, Math.min(count, from + BATCH));
}

function writeJobs(db: Db, counts: TenYearCounts, newId: () => string, at: (fraction: number) => number): void {
  const addJob = db.prepare(
    `INSERT INTO jobs (id, name, schedule_kind, schedule, timezone, action, enabled, created_at, updated_at)
     VALUES (?, ?, 'cron', '0 9 * * *', 'UTC', ?, ?, ?, ?)`,
  );
  const addRun = db.prepare(
    `INSERT INTO job_runs (id, job_id, scheduled_for, started_at, ended_at, status, trigger, output)
     VALUES (?, ?, ?, ?, ?, ?, 'schedule', ?)`,
  );
  const runsPerJob = Math.max(1, Math.floor(counts.jobRuns / Math.max(1, counts.jobs)));
  db.transaction(() => {
    for (let j = 0; j < counts.jobs; j += 1) {
      const jobId = newId();
      const action = JSON.stringify({ kind: 'remind', message: `Reminder ${j + 1}` });
      addJob.run(jobId, `Job ${j + 1}`, action, j % 3 === 0 ? 0 : 1, at(j / counts.jobs / 2), at(1));
      for (let r = 0; r < runsPerJob; r += 1) {
        const when = at(0.5 + (r / runsPerJob) * 0.5);
        addRun.run(newId(), jobId, when, when, when + 1_500, r % 20 === 19 ? 'error' : 'ok', `Reminder ${j + 1}`);
      }
    }
  })();
}
