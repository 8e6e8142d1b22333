// The per-conversation tool selection cache and find_tools: the choice is kept while the conversation stays on topic,
// refreshed for a new topic or a changed toolset, find_tools additions persist within the cap, XML mode gets schemas.
import { describe, expect, it } from 'vitest';
import type { HistoryMessage } from '../../electron/agent/context/history';
import { createToolSelectionCache, recentTexts } from '../../electron/agent/context/tool-selection-cache';
import { oneLineDescription } from '../../tools/find-tools';
import { defineTool, ok, type AnyTool, type ToolContext } from '../../tools/tool';
import { TOOL_SELECTION_CAP } from '../../tools/tool-selection';
import { createManyTools } from '../support/many-tools';
import { z } from 'zod';

const core = ['datetime', 'shell'].map((name) =>
  defineTool({
    name,
    label: name,
    description: `The ${name} tool.`,
    parameters: z.object({}),
    risk: 'read',
    execute: async () => ok(name),
  }),
);
const tools: AnyTool[] = [...core, ...createManyTools(48)];
const user = (content: string): HistoryMessage => ({ role: 'user', content });
const assistant = (content: string, calls: string[] = []): HistoryMessage => ({
  role: 'assistant',
  content,
  toolCalls: calls.map((name, i) => ({ id: `c${i}`, name, arguments: '{}' })),
});
const ctx: ToolContext = {
  callId: 'c',
  signal: new AbortController().signal,
  onUpdate: () => undefined,
  workspace: '/tmp',
  conversationId: 'a',
};
const names = (list: readonly AnyTool[]): string[] => list.map((tool) => tool.name);

function run(
  cache: ReturnType<typeof createToolSelectionCache>,
  history: HistoryMessage[],
  toolset = tools,
  toolMode: 'native' | 'xml' = 'native',
) {
  return cache.forRun({ conversationId: 'a', tools: toolset, history, toolMode });
}

describe('tool selection cache', () => {
  it('keeps the cached choice for an on-topic follow-up and refreshes it for a new topic', () => {
    const cache = createToolSelectionCache({ core: ['datetime', 'shell'] });
    const history = [user('when is high tide in Brest harbour?')];
    const first = names(run(cache, history).toolsForTurn());
    expect(first).toContain('tide_times');
    expect(first.length).toBeLessThanOrEqual(TOOL_SELECTION_CAP);

    history.push(assistant('At 14:02.'), user('and the low tide?'));
    expect(names(run(cache, history).toolsForTurn())).toEqual(first);

    history.push(assistant('At 20:15.'), user('now convert 40 euros to dollars'));
    const third = names(run(cache, history).toolsForTurn());
    expect(third).toContain('currency_convert');
    expect(third).not.toEqual(first);
  });

  it('recomputes when the toolset changes, and is inactive at the cap or below', () => {
    const cache = createToolSelectionCache({ core: ['datetime'] });
    run(cache, [user('tide in Brest')]);
    const withoutTide = tools.filter((tool) => tool.name !== 'tide_times');
    expect(names(run(cache, [user('tide in Brest')], withoutTide).toolsForTurn())).not.toContain('tide_times');
    const few = run(cache, [user('tide')], tools.slice(0, TOOL_SELECTION_CAP));
    expect(few.active).toBe(false);
    expect(names(few.toolsForTurn())).toEqual(names(tools.slice(0, TOOL_SELECTION_CAP)));
    expect(few.promptNote).toBeUndefined();
  });

  it('a run with a limit (a small window) carries its own core, the relevant tool and find_tools, within its cap', () => {
    const cache = createToolSelectionCache({ core: ['datetime', 'shell'] });
    const limit = { cap: 4, core: ['shell'] };
    const small = cache.forRun({
      conversationId: 'a',
      tools,
      history: [user('when is high tide in Brest harbour?')],
      toolMode: 'native',
      limit,
    });
    const sent = names(small.toolsForTurn());
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(sent).toEqual(expect.arrayContaining(['shell', 'tide_times', 'find_tools']));
    expect(sent).not.toContain('datetime');
    // The same conversation without the limit (a bigger window) gets the usual selection again.
    expect(names(run(cache, [user('when is high tide in Brest harbour?')]).toolsForTurn())).toContain('datetime');
  });

  it('find_tools adds its matches for the next turn and for later runs, within the cap', async () => {
    const cache = createToolSelectionCache({ core: ['datetime', 'shell'], cap: 8 });
    const selection = run(cache, [user('github pull requests, jira tickets, slack messages and notion pages')]);
    expect(names(selection.toolsForTurn())).not.toContain('moon_phase');
    const findTools = selection.tools.find((tool) => tool.name === 'find_tools')!;
    const result = await findTools.execute({ query: 'moon' }, ctx);
    expect(result).toMatchObject({ ok: true });
    expect(result.content).toMatch(/- moon_phase: Phase of the moon and moonrise time for a date\./);
    const next = names(selection.toolsForTurn());
    expect(next).toContain('moon_phase');
    expect(next).toHaveLength(8);
    expect(next.at(-1)).toBe('find_tools');
    expect(cache.peek('a')?.pinned).toEqual(['moon_phase']);
    expect(names(run(cache, [user('something else entirely')]).toolsForTurn())).toContain('moon_phase');
  });

  it('keeps tools called in the recent messages', () => {
    const cache = createToolSelectionCache({ core: ['datetime'] });
    const history = [user('hi'), assistant('', ['dns_lookup']), user('thanks, anything else?')];
    expect(names(run(cache, history).toolsForTurn())).toContain('dns_lookup');
  });

  it('in XML mode find_tools returns each match with its parameter schema; no match lists the tools not yet sent', async () => {
    const cache = createToolSelectionCache({ core: ['datetime'] });
    const selection = run(cache, [user('hello')], tools, 'xml');
    const findTools = selection.tools.find((tool) => tool.name === 'find_tools')!;
    const found = await findTools.execute({ query: 'thermostat' }, ctx);
    expect(found.content).toMatch(/home__set_thermostat: .*\n {2}Parameters \(JSON Schema\): \{"type":"object"/);
    const none = await findTools.execute({ query: 'zzqx' }, ctx);
    expect(none).toMatchObject({ ok: true });
    expect(none.content).toMatch(/No enabled tool matches "zzqx".*Tools not yet available: .*tide_times/);
    expect(none.content).not.toMatch(/Tools not yet available: datetime/);
    expect(await findTools.execute({ query: '' }, ctx)).toMatchObject({ ok: false, errorType: 'invalid_args' });
  });

  it('forgets the least recently used conversations beyond its limit', () => {
    const cache = createToolSelectionCache({ maxConversations: 2 });
    for (const id of ['a', 'b', 'c'])
      cache.forRun({ conversationId: id, tools, history: [user('tide')], toolMode: 'native' });
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBeDefined();
  });
});

describe('helpers', () => {
  it('recentTexts weights the newest user message double and skips tool messages', () => {
    const history: HistoryMessage[] = [
      user('old'),
      assistant('reply'),
      { role: 'tool', content: 'output', toolCallId: 'x' },
      user('new'),
    ];
    expect(recentTexts(history, 6)).toEqual([
      { text: 'old', weight: 1 },
      { text: 'reply', weight: 1 },
      { text: 'new', weight: 2 },
    ]);
    expect(recentTexts(history, 1)).toEqual([{ text: 'new', weight: 2 }]);
  });

  it('oneLineDescription keeps the first sentence, clipped', () => {
    expect(oneLineDescription('First part. Second part.')).toBe('First part.');
    expect(oneLineDescription('x'.repeat(300))).toHaveLength(160);
  });
});
