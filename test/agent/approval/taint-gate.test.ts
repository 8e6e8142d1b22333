// The approval gate in a tainted run (issue 35), on a real SQLite rule store: what still runs unasked (reading, a web
// search, a link read or an address typed, browser reading actions, a custom tool the person marked read), what asks
// despite rules and autonomy, what stays stricter (read-only mode, dangerous calls), and "for the rest of this run".
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRunTaint, type RunTaint } from '../../../electron/agent/approvals/run-taint';
import { defineTool, ok, type AnyTool, type ToolProvenance } from '../../../tools/tool';
import { allowOnce, gateHarness, scriptedPrompter, shellTool, writeTool, type GateHarness } from './gate-fixtures';

const page = {
  kind: 'web_page' as const,
  label: 'garden.example/news',
  links: ['https://garden.example/more'],
};
const tainted = (): RunTaint => createRunTaint({ userText: ['see https://typed.example/a'], sources: [page] });

const browser = defineTool({
  name: 'browser',
  label: 'Web browser',
  description: 'Drives a browser',
  parameters: z.object({ action: z.string(), url: z.string().optional(), text: z.string().optional() }),
  risk: 'network',
  execute: async () => ok('page'),
});
const webSearch = defineTool({
  name: 'web_search',
  label: 'Web search',
  description: 'Searches',
  parameters: z.object({ query: z.string() }),
  risk: 'network',
  execute: async () => ok('hits'),
});
const customTool = (markedRead: boolean): AnyTool => {
  const provenance: ToolProvenance = {
    kind: 'custom',
    file: 'tools/report.mjs',
    version: 'v1',
    capabilities: [],
    trusted: true,
    markedRead,
  };
  return {
    ...defineTool({
      name: 'report',
      label: 'Report',
      description: 'A custom tool',
      parameters: z.object({}),
      risk: 'read',
      execute: async () => ok('r'),
    }),
    provenance: () => provenance,
  };
};

let harness: GateHarness | undefined;
afterEach(() => harness?.cleanup());

describe('a tainted run in autonomous mode', () => {
  it('reads, searches, follows a link, opens a typed address and reads the browser page unasked', async () => {
    harness = gateHarness({ mode: 'autonomous' });
    const taint = tainted();
    const calls: [AnyTool, unknown][] = [
      [webSearch, { query: 'garden news' }],
      [browser, { action: 'navigate', url: 'https://garden.example/more' }],
      [browser, { action: 'navigate', url: 'https://typed.example/a' }],
      [browser, { action: 'click', text: 'Next' }],
      [browser, { action: 'snapshot' }],
      [customTool(true), {}],
    ];
    for (const [tool, args] of calls)
      expect((await harness.check(tool, args, { taint })).decision, JSON.stringify(args)).toBe('allow');
  });

  it('asks before acting, sending elsewhere or typing into a page; each request names the page', async () => {
    const prompter = scriptedPrompter([allowOnce, allowOnce, allowOnce, allowOnce, allowOnce]);
    harness = gateHarness({ mode: 'autonomous', prompter });
    const taint = tainted();
    await harness.check(writeTool, { path: 'a.txt', content: 'x' }, { taint });
    await harness.check(browser, { action: 'navigate', url: 'https://typed.example/a?d=secret' }, { taint });
    await harness.check(browser, { action: 'type', text: 'secret' }, { taint });
    await harness.check(customTool(false), {}, { taint });
    expect(prompter.asked.map((request) => request.tool)).toEqual(['write_file', 'browser', 'browser', 'report']);
    expect(await harness.check(writeTool, { path: 'b.txt', content: 'y' }, { taint })).toMatchObject({
      decision: 'allow',
      by: 'user',
      reason: 'Approved by the user. It asked because this run read garden.example/news (web page).',
      reasonCode: { code: 'approvedAfterTaint' },
    });
    for (const request of prompter.asked) {
      expect(request.untrustedSources).toEqual([{ kind: 'web_page', label: page.label }]);
      expect(request.notes?.[0]).toContain('garden.example/news (web page)');
    }
  });

  it('an untainted run is decided as before', async () => {
    harness = gateHarness({ mode: 'autonomous' });
    const clean = createRunTaint({ userText: ['hi'] });
    expect((await harness.check(writeTool, { path: 'a.txt', content: 'x' }, { taint: clean })).decision).toBe('allow');
  });
});

describe('stricter answers stay', () => {
  it('read-only mode still refuses, without asking', async () => {
    harness = gateHarness({ mode: 'read_only', prompter: scriptedPrompter([]) });
    const decision = await harness.check(writeTool, { path: 'a.txt', content: 'x' }, { taint: tainted() });
    expect(decision).toMatchObject({ decision: 'deny', by: 'policy', asked: false });
  });

  it('a dangerous call keeps its reason and no rule for the rest of the run may cover it', async () => {
    const prompter = scriptedPrompter([
      (r) => ({ decision: 'allow', argsHash: r.argsHash, remember: { scope: 'run', match: { kind: 'any' } } }),
      allowOnce,
    ]);
    harness = gateHarness({ mode: 'autonomous', prompter });
    const taint = tainted();
    await harness.check(shellTool, { command: 'sudo ls' }, { taint });
    await harness.check(shellTool, { command: 'sudo ls' }, { taint });
    expect(prompter.asked.map((request) => request.dangerous)).toEqual([
      expect.stringContaining('sudo'),
      expect.stringContaining('sudo'),
    ]);
  });
});

describe('"Allow for the rest of this run"', () => {
  it('covers the same tool and match in that run only, and stores no rule', async () => {
    const prompter = scriptedPrompter([
      (r) => ({ decision: 'allow', argsHash: r.argsHash, remember: { scope: 'run', match: { kind: 'exact' } } }),
      allowOnce,
      allowOnce,
    ]);
    harness = gateHarness({ prompter });
    const taint = tainted();
    const args = { command: 'git status' };
    await harness.check(shellTool, args, { taint, runId: 'run-1' });
    expect(await harness.check(shellTool, args, { taint, runId: 'run-1' })).toMatchObject({
      decision: 'allow',
      asked: false,
    });
    await harness.check(shellTool, { command: 'git push' }, { taint, runId: 'run-1' });
    await harness.check(shellTool, args, { taint: tainted(), runId: 'run-2' });
    expect(prompter.asked.map((request) => request.args)).toEqual([args, { command: 'git push' }, args]);
    expect(harness.rules.list()).toEqual([]);
  });
});
