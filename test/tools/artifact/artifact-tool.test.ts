// The `artifact` tool over a real SQLite file (electron/storage/artifacts.ts), called as the loop calls it: arguments
// checked by the tool's schema, then execute. Create, update to version 2 (version 1 kept), and every refusal.
import path from 'node:path';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { artifactOfDetails, type ArtifactStore } from '../../../electron/shared/artifact-types';
import { createArtifactStore } from '../../../electron/storage/artifacts';
import { createConversationStore, type ConversationStore } from '../../../electron/storage/conversations';
import { closeDatabase, openDatabase, type Db } from '../../../electron/storage/database';
import { createArtifactTool } from '../../../tools/artifact/artifact-tool';
import type { AnyTool, ToolResult } from '../../../tools/tool';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
let db: Db;
let store: ArtifactStore;
let conversations: ConversationStore;
let tool: AnyTool;
let conversationId: string;

beforeEach(() => {
  db = openDatabase(path.join(temp.make('artifacts'), 'hearth.db')).db;
  let clock = Date.UTC(2026, 10, 27, 9);
  store = createArtifactStore(db, () => (clock += 1000));
  conversations = createConversationStore(db);
  conversationId = conversations.create({ title: 'Plans' }).id;
  tool = createArtifactTool({ store });
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

async function call(args: unknown, conversation: string | null = conversationId): Promise<ToolResult> {
  const parsed = tool.parameters.safeParse(args);
  if (!parsed.success) return { ok: false, content: z.prettifyError(parsed.error), errorType: 'invalid_args' };
  const signal = new AbortController().signal;
  return tool.execute(parsed.data, {
    callId: 'call-1',
    signal,
    onUpdate: () => {},
    workspace: '/tmp',
    ...(conversation ? { conversationId: conversation } : {}),
  });
}

const markdown = { kind: 'markdown', title: 'Packing list', content: '# Packing\n\n- tent' };

describe('artifact tool', () => {
  it('creates an artifact at version 1 and tells the model its id', async () => {
    const result = await call(markdown);
    expect(result.ok).toBe(true);
    const artifact = artifactOfDetails(result.details)!;
    expect(artifact).toMatchObject({
      version: 1,
      kind: 'markdown',
      title: 'Packing list',
      content: '# Packing\n\n- tent',
    });
    expect(artifact.id).toMatch(/^art_[0-9a-f]{12}$/);
    expect(result.content).toBe(
      `Created markdown artifact "Packing list" (id ${artifact.id}, version 1); it is shown beside the chat. ` +
        `To change it, call artifact again with id "${artifact.id}".`,
    );
    expect(tool.risk).toBe('read');
  });

  it('updates by id to version 2 and keeps version 1', async () => {
    const first = artifactOfDetails((await call(markdown)).details)!;
    const second = await call({ ...markdown, id: first.id, content: '# Packing\n\n- tent\n- stove' });
    expect(second.ok).toBe(true);
    expect(second.content).toContain(`Updated markdown artifact "Packing list" (id ${first.id}, version 2)`);
    expect(artifactOfDetails(second.details)).toMatchObject({ id: first.id, version: 2 });
    const versions = store.listForConversation(conversationId);
    expect(versions.map(({ id, version, content }) => ({ id, version, content }))).toEqual([
      { id: first.id, version: 1, content: '# Packing\n\n- tent' },
      { id: first.id, version: 2, content: '# Packing\n\n- tent\n- stove' },
    ]);
  });

  it('refuses a kind it does not know, empty content and an empty title, naming what is wrong', async () => {
    const badKind = await call({ ...markdown, kind: 'pdf' });
    expect(badKind).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(badKind.content).toContain('kind must be one of: markdown, html, svg, mermaid, chart');
    const empty = await call({ ...markdown, content: '  \n ' });
    expect(empty).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(empty.content).toContain('content is empty');
    expect((await call({ ...markdown, title: ' ' })).content).toContain('title is empty');
    expect(store.listForConversation(conversationId)).toEqual([]);
  });

  it('refuses an unknown id, and an id of another conversation', async () => {
    const unknown = await call({ ...markdown, id: 'art_000000000000' });
    expect(unknown).toMatchObject({ ok: false, errorType: 'not_found' });
    expect(unknown.content).toBe(
      "No artifact with id 'art_000000000000' in this conversation. Leave out id to create a new artifact.",
    );
    const mine = artifactOfDetails((await call(markdown)).details)!;
    const other = conversations.create({ title: 'Other' }).id;
    expect(await call({ ...markdown, id: mine.id }, other)).toMatchObject({ ok: false, errorType: 'not_found' });
    expect(store.listForConversation(other)).toEqual([]);
  });

  it('checks a chart against its JSON shape and an SVG for its element', async () => {
    const chart = { type: 'bar', labels: ['Mon', 'Tue'], series: [{ name: 'Steps', values: [4000, 6500] }] };
    expect((await call({ kind: 'chart', title: 'Steps', content: JSON.stringify(chart) })).ok).toBe(true);
    const notJson = await call({ kind: 'chart', title: 'Steps', content: 'bar: 1, 2' });
    expect(notJson.content).toContain('chart content must be JSON shaped like {"type":"bar"|"line"|"pie"');
    const short = { ...chart, series: [{ name: 'Steps', values: [1] }] };
    const mismatch = await call({ kind: 'chart', title: 'Steps', content: JSON.stringify(short) });
    expect(mismatch.content).toContain('every series needs one value per label');
    const svg = await call({ kind: 'svg', title: 'Dot', content: '<circle r="4"/>' });
    expect(svg.content).toContain('svg content must contain an <svg> element');
  });

  it('needs a conversation', async () => {
    const result = await call(markdown, null);
    expect(result).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(result.content).toContain('belongs to a conversation');
  });

  it('goes with its conversation when the conversation is purged', async () => {
    await call(markdown);
    conversations.remove(conversationId);
    expect(store.listForConversation(conversationId)).toHaveLength(1); // hidden, still restorable
    conversations.purgeDeleted(Date.now() + 60_000);
    expect(store.listForConversation(conversationId)).toEqual([]);
    expect(db.prepare('SELECT count(*) AS n FROM artifact_versions').get()).toEqual({ n: 0 });
  });
});
