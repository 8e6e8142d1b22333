// The approval gate's modes (read-only, supervised, autonomous), pre-approved tools, always-allow rules (once, expiring)
// and dangerous calls, with a scripted Prompter and a real SQLite rule store; decisions carry their reason codes.
import { afterEach, describe, expect, it } from 'vitest';
import {
  allowOnce,
  browserTool,
  denyWith,
  gateHarness,
  readTool,
  scriptedPrompter,
  shellTool,
  writeTool,
} from './gate-fixtures';
import type { GateHarness } from './gate-fixtures';

let h: GateHarness | undefined;
afterEach(() => h?.cleanup());

describe('approval gate: modes and rules', () => {
  it('read_only denies non-read tools without asking and runs read tools', async () => {
    const prompter = scriptedPrompter([]);
    h = gateHarness({ prompter, mode: 'read_only' });
    const denied = await h.check(shellTool, { command: 'ls' });
    expect(denied).toMatchObject({ decision: 'deny', by: 'policy', asked: false });
    expect(denied.reasonCode).toEqual({ code: 'readOnly', params: { tool: 'Shell command' } });
    expect(denied.reason).toMatch(/^Read-only mode: tools that change things are not allowed\./);
    await expect(h.check(readTool, { path: 'a' })).resolves.toMatchObject({
      decision: 'allow',
      by: 'policy',
      reasonCode: { code: 'readTool' },
    });
    expect(prompter.asked).toEqual([]);
  });

  it('pre-approved tools (settings) run without asking in supervised mode, but never past read_only or a dangerous call', async () => {
    const prompter = scriptedPrompter([allowOnce]);
    let preapproved: readonly string[] = ['browser', 'shell'];
    h = gateHarness({ prompter, extra: { preapprovedTools: () => preapproved } });
    const preapprovedCall = await h.check(browserTool, { url: 'https://x.org' });
    expect(preapprovedCall).toMatchObject({ decision: 'allow', by: 'rule', asked: false });
    expect(preapprovedCall.reasonCode).toEqual({ code: 'preapproved', params: { tool: 'Browser' } });
    expect(preapprovedCall.ruleId).toBeUndefined(); // the settings list is not a stored rule
    await expect(h.check(shellTool, { command: 'sudo rm -rf /' })).resolves.toMatchObject({
      decision: 'allow',
      by: 'user',
      asked: true,
    });
    expect(prompter.asked.map((r) => r.tool)).toEqual(['shell']);
    preapproved = [];
    h.mode = 'read_only';
    await expect(h.check(browserTool, { url: 'https://x.org' })).resolves.toMatchObject({
      decision: 'deny',
      by: 'policy',
    });
    expect(h.rules.list()).toEqual([]);
  });

  it('autonomous runs write, exec and network calls without asking', async () => {
    const prompter = scriptedPrompter([]);
    h = gateHarness({ prompter, mode: 'autonomous' });
    for (const [tool, args] of [
      [shellTool, { command: 'make' }],
      [writeTool, { path: 'a', content: '' }],
      [browserTool, { url: 'https://x.org' }],
    ] as const) {
      await expect(h.check(tool, args)).resolves.toMatchObject({
        decision: 'allow',
        by: 'policy',
        asked: false,
        reasonCode: { code: 'autonomous' },
      });
    }
    expect(prompter.asked).toEqual([]);
  });

  it('a dangerous call asks even in autonomous mode with an always-allow rule for shell, and offers no rule', async () => {
    const prompter = scriptedPrompter([
      (r) => ({ decision: 'allow', argsHash: r.argsHash, remember: { scope: 'forever', match: { kind: 'exact' } } }),
    ]);
    h = gateHarness({ prompter, mode: 'autonomous' });
    const added = h.rules.add({ tool: 'shell', match: { kind: 'any' }, scope: 'forever' });
    expect(added.ok).toBe(true);
    const decision = await h.check(shellTool, { command: 'sudo rm -rf /' });
    expect(decision).toMatchObject({ decision: 'allow', by: 'user', asked: true });
    expect(prompter.asked[0]?.dangerous).toMatch(/dangerous pattern/);
    expect(h.rules.list()).toHaveLength(1); // the "remember" was ignored: still only the any-rule
  });

  it('uses a once rule a single time, then asks', async () => {
    const prompter = scriptedPrompter([denyWith()]);
    h = gateHarness({ prompter });
    h.rules.add({ tool: 'write_file', match: { kind: 'prefix', value: '/home/u/workspace/docs' }, scope: 'once' });
    await expect(h.check(writeTool, { path: 'docs/a.md', content: '' })).resolves.toMatchObject({
      decision: 'allow',
      by: 'rule',
      // The rule as values the UI words like Settings → Permissions does.
      reasonCode: {
        code: 'ruleAllowed',
        params: { tool: 'write_file', match: 'prefix', value: '/home/u/workspace/docs', scope: 'once' },
      },
    });
    expect(h.rules.list()).toEqual([]);
    await expect(h.check(writeTool, { path: 'docs/a.md', content: '' })).resolves.toMatchObject({
      decision: 'deny',
      by: 'user',
    });
  });

  it('stops honouring a rule once it expires', async () => {
    const prompter = scriptedPrompter([denyWith()]);
    h = gateHarness({ prompter });
    h.rules.add({
      tool: 'browser',
      match: { kind: 'host', value: 'example.com' },
      scope: 'forever',
      expiresAt: h.clock + 1_000,
    });
    await expect(h.check(browserTool, { url: 'https://example.com/a' })).resolves.toMatchObject({ by: 'rule' });
    h.clock += 1_000;
    await expect(h.check(browserTool, { url: 'https://example.com/a' })).resolves.toMatchObject({
      by: 'user',
      decision: 'deny',
    });
  });

  it('a tool whose describeCall throws always asks', async () => {
    const prompter = scriptedPrompter([denyWith()]);
    h = gateHarness({ prompter, mode: 'autonomous' });
    const broken = {
      ...shellTool,
      describeCall: () => {
        throw new Error('bad');
      },
    };
    await h.check(broken, { command: 'ls' });
    expect(prompter.asked[0]?.dangerous).toMatch(/could not describe/);
  });
});
