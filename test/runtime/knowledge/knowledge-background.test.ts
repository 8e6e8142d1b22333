// The desktop's background indexing through the real worker thread (its own SQLite connection to the same file):
// progress to the end, the event loop kept free while a pass runs, a folder change followed, pause and resume,
// a rebuild, a restart that picks up files added while closed, and a pause that outlives a restart.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeService, type KnowledgeService } from '../../../electron/runtime/knowledge/knowledge-service';
import type { KnowledgeProgress } from '../../../electron/shared/knowledge-progress';
import { defaultSettings } from '../../../electron/shared/settings-schema';
import { openDatabase, type Db } from '../../../electron/storage/database';
import { knowledgeWorkerEntry } from '../../support/knowledge-worker-entry';
import { createTempDirs } from '../../support/temp-dir';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
let db: Db;
let dbFile: string;
let folder: string;
let knowledge: KnowledgeService;
const seen: KnowledgeProgress[] = [];

const start = (): KnowledgeService => {
  const service = createKnowledgeService({
    db,
    dbFile,
    worker: knowledgeWorkerEntry,
    settings: defaultSettings,
    readKey: () => Promise.resolve(null),
  });
  service.background?.subscribe((progress) => seen.push(progress));
  return service;
};
const idle = (sourceId: number, service = knowledge) =>
  waitFor(() => service.background?.progress(sourceId).state === 'idle' && service.store.getSource(sourceId), {
    message: `source ${sourceId} indexed`,
    timeout: 30_000,
    observe: () => service.background?.progress(sourceId),
  });
const topPath = async (query: string) => (await knowledge.search(query, 3)).hits[0]?.path;

beforeAll(() => {
  folder = temp.make('knowledge-bg-docs');
  for (let i = 0; i < 40; i += 1)
    writeFileSync(path.join(folder, `note-${i}.md`), `# Note ${i}\n\nThe walrus number ${i} sings in the harbour.\n`);
  dbFile = path.join(temp.make('knowledge-bg-db'), 'hearth.db');
  db = openDatabase(dbFile).db;
  knowledge = start();
});
afterAll(async () => {
  await knowledge.close();
  db.close();
  temp.cleanup();
});

describe('background indexing in a worker thread', () => {
  it('indexes a new folder with progress to the end, and the main thread keeps running', async () => {
    const added = await knowledge.addSource(folder);
    if (!added.ok) throw new Error(added.error);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const source = await idle(added.source.id);
    clearInterval(ticker);
    expect(source.files).toBe(40);
    expect(source.indexedAt).not.toBeNull();
    const mine = seen.filter((p) => p.sourceId === added.source.id);
    expect(mine.some((p) => p.state === 'indexing' && p.total === 40)).toBe(true);
    expect(mine.at(-1)).toMatchObject({ state: 'idle', done: 40, total: 40 });
    expect(ticks).toBeGreaterThan(0);
    expect(await topPath('walrus 17')).toBe(path.join(folder, 'note-17.md'));
  });

  it('follows a change in the folder', async () => {
    const sourceId = knowledge.store.listSources()[0]!.id;
    mkdirSync(path.join(folder, 'later'));
    writeFileSync(path.join(folder, 'later', 'pelican.md'), '# Pelican\n\nThe pelican keeps the lighthouse key.\n');
    await waitFor(async () => (await topPath('pelican lighthouse')) === path.join(folder, 'later', 'pelican.md'), {
      message: 'the new file found by search',
      timeout: 30_000,
    });
    await idle(sourceId);
    expect(knowledge.store.getSource(sourceId)?.files).toBe(41);
  });

  it('pauses and resumes a source, and rebuilds it', async () => {
    const sourceId = knowledge.store.listSources()[0]!.id;
    knowledge.background?.pause(sourceId);
    expect(knowledge.background?.progress(sourceId).state).toBe('paused');
    knowledge.rebuild(sourceId);
    // A rebuild forgets the files; a paused source would stay empty, so rebuild queues it again.
    await idle(sourceId);
    expect(knowledge.store.getSource(sourceId)?.files).toBe(41);
    knowledge.background?.pause(sourceId);
    writeFileSync(path.join(folder, 'paused.md'), '# Paused\n\nThe otter waits.\n');
    knowledge.background?.resume(sourceId);
    await idle(sourceId);
    expect(await topPath('otter waits')).toBe(path.join(folder, 'paused.md'));
  });

  it('catches up after a restart with files added while it was closed', async () => {
    await knowledge.close();
    writeFileSync(path.join(folder, 'closed.md'), '# Closed\n\nThe heron arrived at night.\n');
    knowledge = start();
    const sourceId = knowledge.store.listSources()[0]!.id;
    await waitFor(async () => (await topPath('heron arrived')) === path.join(folder, 'closed.md'), {
      message: 'the file added while closed found',
      timeout: 30_000,
    });
    await idle(sourceId);
  });

  it('keeps a paused source paused across a restart, and reads what changed once resumed', async () => {
    const sourceId = knowledge.store.listSources()[0]!.id;
    knowledge.background?.pause(sourceId);
    await knowledge.close();
    writeFileSync(path.join(folder, 'while-paused.md'), '# Paused\n\nThe kingfisher dived twice.\n');
    knowledge = start();
    expect(knowledge.store.getSource(sourceId)?.paused).toBe(true);
    expect(knowledge.background?.progress(sourceId).state).toBe('paused');
    expect(await topPath('kingfisher dived')).toBeUndefined();
    knowledge.background?.resume(sourceId);
    expect(knowledge.store.getSource(sourceId)?.paused).toBe(false);
    await waitFor(async () => (await topPath('kingfisher dived')) === path.join(folder, 'while-paused.md'), {
      message: 'the file written while paused found after resume',
      timeout: 30_000,
    });
    await idle(sourceId);
  });
});
