// knowledge:* channels over a real runtime (its indexer in a real worker thread) and its invoke handlers: a folder
// added and indexed in the background (list follows its progress), a cited file opened at its page while other paths
// are refused, pause and resume, a sent attachment added as a source, a project's sources seen only in that project.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPendingApprovals } from '../../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../../../electron/runtime/create-runtime';
import { createInvokeHandlers } from '../../../electron/runtime/handlers/index';
import { createSessionSecretStore } from '../../../electron/secrets/session-secret-store';
import { callerId } from '../../../electron/shared/caller-id';
import { createInvokeDispatcher } from '../../../electron/shared/invoke-dispatch';
import type { KnowledgeListView } from '../../../electron/shared/knowledge-contract';
import { dataOf } from '../../support/invoke-result';
import { knowledgeWorkerEntry } from '../../support/knowledge-worker-entry';
import { createTempDirs } from '../../support/temp-dir';
import { waitFor } from '../../support/wait-for';
import { writeKnowledgeFolder } from './knowledge-fixtures';

const temp = createTempDirs();
let runtime: HearthRuntime;
let folder: string;
const opened: { path: string; page?: number }[] = [];
let invoke: (channel: string, payload?: unknown) => ReturnType<ReturnType<typeof createInvokeDispatcher>>;

beforeAll(async () => {
  folder = temp.make('knowledge-handlers-docs');
  await writeKnowledgeFolder(folder);
  const dataDir = temp.make('knowledge-handlers');
  runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH, HOME: dataDir },
    platform: process.platform,
    secretStore: createSessionSecretStore(),
    knowledgeWorker: knowledgeWorkerEntry,
  });
  const dispatch = createInvokeDispatcher(
    createInvokeHandlers({
      runtime,
      approvals: createPendingApprovals(),
      version: 'test',
      openKnowledgeFile: async (target) => void opened.push(target),
    }),
  );
  invoke = (channel, payload = {}) => dispatch(channel, payload, { id: callerId.window(1) });
}, 60_000);
afterAll(async () => {
  await runtime?.close();
  temp.cleanup();
});

const list = async () => dataOf(await invoke('knowledge:list')) as KnowledgeListView;
const idle = (id: number) =>
  waitFor(async () => (await list()).sources.find((s) => s.id === id && s.progress.state === 'idle' && s.indexedAt), {
    message: `knowledge source ${id} indexed`,
    timeout: 30_000,
  });

it('adds a folder, indexes it in the background and opens only its files', async () => {
  expect(await list()).toEqual({ sources: [], embeddingModel: '' });
  const relative = await invoke('knowledge:add', { path: 'docs' });
  expect(relative).toMatchObject({ ok: false, error: { kind: 'refused' } });
  const missing = await invoke('knowledge:add', { path: path.join(folder, 'nothing-here') });
  expect(missing).toMatchObject({ ok: false, error: { kind: 'failed' } });

  const added = dataOf(await invoke('knowledge:add', { path: folder })) as { id: number };
  const source = await idle(added.id);
  expect(source).toMatchObject({ path: folder, kind: 'folder', files: 4, skippedCount: 3 });
  expect(source.skipped.map((file) => path.basename(file.path)).sort()).toEqual([
    'broken.pdf',
    'locked.pdf',
    'photo.txt',
  ]);

  const pdf = path.join(folder, 'tenancy.pdf');
  expect(dataOf(await invoke('knowledge:open', { path: pdf, page: 2 }))).toBeNull();
  expect(opened).toEqual([{ path: pdf, page: 2 }]);
  for (const refused of [path.join(folder, 'broken.pdf'), '/etc/passwd', folder]) {
    expect(await invoke('knowledge:open', { path: refused })).toMatchObject({ ok: false, error: { kind: 'refused' } });
  }
  expect(opened).toHaveLength(1);

  dataOf(await invoke('knowledge:pause', { id: added.id }));
  expect((await list()).sources[0]!.progress.state).toBe('paused');
  dataOf(await invoke('knowledge:resume', { id: added.id }));
  await idle(added.id);
  expect(await invoke('knowledge:pause', { id: 99 })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
});

it('adds a sent attachment as a source under its own name', async () => {
  const stored = await runtime.attachments.add({
    name: 'boat.md',
    mimeType: 'text/markdown',
    bytes: Buffer.from('# Boat\n\n## Mooring\n\nThe catamaran is moored at pier nine.\n'),
  });
  if (!stored.ok) throw new Error(stored.error);
  const sha256 = stored.attachment.sha256;
  const source = dataOf(await invoke('knowledge:add-attachment', { sha256, name: 'boat.md' })) as { id: number };
  await idle(source.id);
  const result = await runtime.knowledge.search('catamaran pier', 3);
  expect(result.hits[0]).toMatchObject({ n: 1, heading: 'Boat › Mooring' });
  expect(path.basename(result.hits[0]!.path)).toBe('boat.md');
  // A second click answers the same source.
  expect(dataOf(await invoke('knowledge:add-attachment', { sha256, name: 'boat.md' }))).toMatchObject({
    id: source.id,
  });
});

it("searches a project's sources only in that project", async () => {
  const projectFolder = temp.make('knowledge-project-docs');
  writeFileSync(path.join(projectFolder, 'glacier.md'), '# Glacier\n\nThe glacier survey starts in March.\n');
  const source = dataOf(await invoke('knowledge:add', { path: projectFolder, projectId: 'project-glacier' })) as {
    id: number;
    projectId: string;
  };
  expect(source.projectId).toBe('project-glacier');
  await idle(source.id);
  const paths = async (projectId: string | null | undefined) =>
    (await runtime.knowledge.search('glacier survey', 5, undefined, projectId)).hits.map((hit) => hit.path);
  expect(await paths('project-glacier')).toEqual([path.join(projectFolder, 'glacier.md')]);
  expect(await paths(null)).toEqual([]);
  expect(await paths('another-project')).toEqual([]);
  // The CLI (no conversation) searches every source.
  expect(await paths(undefined)).toEqual([path.join(projectFolder, 'glacier.md')]);
  dataOf(await invoke('knowledge:remove', { id: source.id }));
  expect((await list()).sources.some((s) => s.id === source.id)).toBe(false);
});
