// Memory provenance over a real runtime (SQLite file, the runtime's own memory tools): a memory stored by a run that
// had read untrusted content keeps what it read, comes back untrusted from memory_recall, memory_list, a forget
// preview and automatic recall, and keeps that through a backup and restore; a memory stored in a clean run stays
// trusted everywhere.
import { describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createMemoryContext } from '../../electron/runtime/memory-context';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import { callerId } from '../../electron/shared/caller-id';
import type { UntrustedSource } from '../../electron/shared/provenance';
import type { ToolContext, ToolResult } from '../../tools/tool';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const caller = { id: callerId.window(1) };
const page: UntrustedSource = { kind: 'web_page', label: 'garden.example/news' };

function callMemoryTool(
  runtime: HearthRuntime,
  name: string,
  args: unknown,
  read?: readonly UntrustedSource[],
): Promise<ToolResult> {
  const tool = runtime.toolset().tools.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  const ctx: ToolContext = {
    callId: 'call-1',
    signal: new AbortController().signal,
    onUpdate: () => undefined,
    workspace: runtime.dataDir,
    conversationId: 'conv-memory',
    ...(read ? { untrustedSources: () => read } : {}),
  };
  return tool.execute(tool.parameters.parse(args), ctx);
}

async function storeBoth(runtime: HearthRuntime): Promise<{ tainted: number; clean: number; quiet: number }> {
  const tainted = await callMemoryTool(
    runtime,
    'memory_store',
    { content: 'Maintenance step: the garden hose timer runs at dawn.' },
    [page, { kind: 'mcp', label: 'notes' }, page],
  );
  expect(tainted.content).toMatch(/Remembered as memory #\d+\. It is kept as untrusted/);
  const clean = await callMemoryTool(
    runtime,
    'memory_store',
    { content: 'The garden gate code is on the fridge.' },
    [],
  );
  expect(clean.content).toMatch(/^Remembered as memory #\d+\.$/);
  const quiet = await callMemoryTool(runtime, 'memory_store', { content: 'Tomatoes grow by the garden wall.' });
  const id = (result: ToolResult) => Number(/#(\d+)/.exec(result.content)?.[1]);
  return { tainted: id(tainted), clean: id(clean), quiet: id(quiet) };
}

describe('memory provenance', () => {
  it('keeps what a tainted run had read, and marks every read of that memory as untrusted', async () => {
    const runtime = await fixture.open({ label: 'memory-provenance' });
    const ids = await storeBoth(runtime);
    expect(runtime.memories.get(ids.tainted)?.untrustedSources).toEqual([page, { kind: 'mcp', label: 'notes' }]);
    expect(runtime.memories.get(ids.clean)?.untrustedSources).toBeUndefined();
    expect(runtime.memories.get(ids.quiet)?.untrustedSources).toBeUndefined();

    const recalled = await callMemoryTool(runtime, 'memory_recall', { query: 'garden' });
    expect(recalled.content).toContain(`#${ids.tainted} (saved`);
    expect(recalled.source).toEqual({ kind: 'memory', label: `memory #${ids.tainted}` });
    expect((await callMemoryTool(runtime, 'memory_recall', { query: 'fridge' })).source).toBeUndefined();
    expect((await callMemoryTool(runtime, 'memory_list', {})).source).toEqual({
      kind: 'memory',
      label: `memory #${ids.tainted}`,
    });
    const preview = await callMemoryTool(runtime, 'memory_forget', { query: 'hose' });
    expect(preview.content).toMatch(/^Nothing deleted yet/);
    expect(preview.source).toEqual({ kind: 'memory', label: `memory #${ids.tainted}` });

    // Automatic recall for the system prompt: the tainted memory says so, the clean ones do not.
    const recall = createMemoryContext({
      memories: runtime.memories,
      autoRecall: () => true,
      conversationMemoryEnabled: () => true,
      limit: 5,
    });
    const automatic = recall({ conversationId: 'conv-next', userMessage: 'garden' });
    expect(automatic.find((memory) => memory.id === ids.tainted)).toEqual({
      id: ids.tainted,
      content: 'Maintenance step: the garden hose timer runs at dawn.',
      untrusted: true,
    });
    expect(automatic.find((memory) => memory.id === ids.clean)).toEqual({
      id: ids.clean,
      content: 'The garden gate code is on the fridge.',
    });
  });

  it('survives a backup and restore, and the settings view shows what the storing run had read', async () => {
    const runtime = await fixture.open({ label: 'memory-provenance-backup' });
    const handlers = createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: '9.9.9' });
    const ids = await storeBoth(runtime);
    const made = await handlers['backups:create']({}, caller);
    runtime.memories.removeMany([ids.tainted, ids.clean, ids.quiet]);
    runtime.memories.purgeDeleted(Date.now() + 1);
    expect(runtime.memories.count()).toBe(0);

    await handlers['backups:restore']({ name: made.name }, caller);
    const restored = runtime.memories.list().items;
    expect(restored.map((memory) => memory.content).sort()).toEqual([
      'Maintenance step: the garden hose timer runs at dawn.',
      'The garden gate code is on the fridge.',
      'Tomatoes grow by the garden wall.',
    ]);
    const byContent = (text: string) => restored.find((memory) => memory.content.startsWith(text));
    expect(byContent('Maintenance')?.untrustedSources).toEqual([page, { kind: 'mcp', label: 'notes' }]);
    expect(byContent('The garden gate')?.untrustedSources).toBeUndefined();
    expect((await callMemoryTool(runtime, 'memory_recall', { query: 'hose' })).source?.kind).toBe('memory');

    const views = (await handlers['memory:list']({}, caller)).items;
    expect(views.find((view) => view.content.startsWith('Maintenance'))?.untrustedSources).toEqual([
      page,
      { kind: 'mcp', label: 'notes' },
    ]);
    expect(views.find((view) => view.content.startsWith('Tomatoes'))).not.toHaveProperty('untrustedSources');
  }, 60_000);
});
