// The approval gate end to end with a scripted Prompter and a real SQLite rule store: asking, denying, remembering,
// hash binding, timeout, abort, background runs and grants, once rules, expiry, and dangerous calls.
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalArgsHash } from '../../../electron/agent/approvals/args-hash';
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
const requests = (harness: GateHarness) => harness.events.filter((e) => e.type === 'approval_request');

describe('approval gate: asking the user', () => {
  it('asks for a shell call in supervised mode with the full request, and allows it once', async () => {
    const prompter = scriptedPrompter([allowOnce]);
    h = gateHarness({ prompter, timeoutMs: 120_000 });
    const args = { command: 'git status' };
    const decision = await h.check(shellTool, args);
    expect(decision).toEqual({
      decision: 'allow',
      by: 'user',
      reason: 'Approved by the user.',
      argsHash: canonicalArgsHash(args),
      asked: true,
    });
    expect(requests(h)).toHaveLength(1);
    const event = requests(h)[0];
    expect(event).toMatchObject({ type: 'approval_request', runId: 'run-1' });
    if (event?.type !== 'approval_request') throw new Error('no request');
    expect(event.request).toEqual({
      callId: event.callId,
      tool: 'shell',
      label: 'Shell command',
      risk: 'exec',
      args,
      argsHash: canonicalArgsHash(args),
      workspace: '/home/u/workspace',
      matchValue: 'git status',
      expiresAt: h.clock + 120_000,
    });
    expect(prompter.asked).toEqual([event.request]);
    expect(h.rules.list()).toEqual([]); // allow once stores nothing
    // Nothing was remembered: the same call asks again.
    await expect(h.check(shellTool, args)).resolves.toMatchObject({ decision: 'deny', by: 'policy' }); // script exhausted → failed
    expect(prompter.asked).toHaveLength(2);
  });

  it('tells the model the user denied it, with the reason when given', async () => {
    h = gateHarness({ prompter: scriptedPrompter([denyWith('  not on a Friday '), denyWith()]) });
    await expect(h.check(writeTool, { path: 'a.txt', content: 'x' })).resolves.toMatchObject({
      decision: 'deny',
      by: 'user',
      reason: 'The user denied this tool call. Reason: not on a Friday',
      asked: true,
    });
    await expect(h.check(writeTool, { path: 'a.txt', content: 'x' })).resolves.toMatchObject({
      reason: 'The user denied this tool call.',
    });
  });

  it('shows host and notes for network tools', async () => {
    const prompter = scriptedPrompter([allowOnce]);
    h = gateHarness({ prompter });
    await h.check(browserTool, { url: 'https://Docs.Example.com/x' });
    expect(prompter.asked[0]).toMatchObject({
      host: 'docs.example.com',
      notes: ['opens a real page'],
      risk: 'network',
    });
    expect(prompter.asked[0]).not.toHaveProperty('dangerous');
  });

  it('remembers a prefix rule: the next matching command runs without asking, others still ask', async () => {
    const prompter = scriptedPrompter([
      (r) => ({
        decision: 'allow',
        argsHash: r.argsHash,
        remember: { scope: 'forever', match: { kind: 'prefix', value: 'git status' } },
      }),
      denyWith(),
      denyWith(),
    ]);
    h = gateHarness({ prompter });
    await expect(h.check(shellTool, { command: 'git status' })).resolves.toMatchObject({
      decision: 'allow',
      by: 'user',
    });
    expect(h.rules.list()).toMatchObject([
      { tool: 'shell', match: { kind: 'prefix', value: 'git status' }, scope: 'forever' },
    ]);

    const next = await h.check(shellTool, { command: 'git status --short' }, { conversationId: 'another' });
    // The decision names the stored rule, so Settings → Activity can revoke it from the call.
    expect(next).toMatchObject({ decision: 'allow', by: 'rule', asked: false, ruleId: h.rules.list()[0]?.id });
    expect(next.reason).toMatch(/Allowed by a rule: shell prefix "git status"/);
    expect(prompter.asked).toHaveLength(1);

    await expect(h.check(shellTool, { command: 'git status; rm -rf build' })).resolves.toMatchObject({
      decision: 'deny',
      by: 'user',
    });
    await expect(h.check(shellTool, { command: 'git statusx' })).resolves.toMatchObject({
      decision: 'deny',
      by: 'user',
    });
    expect(prompter.asked.map((r) => r.matchValue)).toEqual(['git status', 'git status; rm -rf build', 'git statusx']);
  });

  it('remembers for one conversation only, and fills an exact rule from the call', async () => {
    const prompter = scriptedPrompter([
      (r) => ({
        decision: 'allow',
        argsHash: r.argsHash,
        remember: { scope: 'conversation', match: { kind: 'exact' } },
      }),
      denyWith(),
    ]);
    h = gateHarness({ prompter });
    await h.check(shellTool, { command: 'make test' }, { conversationId: 'c1' });
    expect(h.rules.list()).toMatchObject([
      { match: { kind: 'exact', value: 'make test' }, scope: 'conversation', conversationId: 'c1' },
    ]);
    await expect(h.check(shellTool, { command: 'make test' }, { conversationId: 'c1' })).resolves.toMatchObject({
      by: 'rule',
    });
    await expect(h.check(shellTool, { command: 'make test' }, { conversationId: 'c2' })).resolves.toMatchObject({
      by: 'user',
      decision: 'deny',
    });
    await expect(h.check(shellTool, { command: 'make test2' }, { conversationId: 'c1' })).resolves.toMatchObject({
      by: 'policy',
      decision: 'deny',
    });
  });

  it('treats an answer for different arguments as a deny and stores no rule', async () => {
    const prompter = scriptedPrompter([
      () => ({
        decision: 'allow',
        argsHash: canonicalArgsHash({ command: 'ls' }),
        remember: { scope: 'forever', match: { kind: 'any' } },
      }),
    ]);
    h = gateHarness({ prompter });
    const decision = await h.check(shellTool, { command: 'rm -rf build' });
    expect(decision).toMatchObject({ decision: 'deny', by: 'policy', asked: true });
    expect(decision.reason).toMatch(/did not match the exact arguments/);
    expect(h.rules.list()).toEqual([]);
  });

  it('denies by timeout when nobody answers, and the prompter sees its signal abort', async () => {
    let seen: AbortSignal | undefined;
    const prompter = scriptedPrompter([
      (_r, signal) => {
        seen = signal;
        return 'hang';
      },
    ]);
    h = gateHarness({ prompter, timeoutMs: 40 });
    const decision = await h.check(shellTool, { command: 'ls' });
    expect(decision).toMatchObject({ decision: 'deny', by: 'timeout', asked: true });
    expect(decision.reason).toBe('The user did not answer the approval request within 40 ms, so the call was not run.');
    expect(seen?.aborted).toBe(true);
  });

  it('denies when the run is aborted while waiting, or before asking', async () => {
    const stop = new AbortController();
    const prompter = scriptedPrompter([
      () => {
        setTimeout(() => stop.abort(), 10);
        return 'hang';
      },
    ]);
    h = gateHarness({ prompter });
    await expect(h.check(shellTool, { command: 'ls' }, { signal: stop.signal })).resolves.toMatchObject({
      decision: 'deny',
      by: 'user',
      asked: true,
    });
    await expect(h.check(shellTool, { command: 'ls' }, { signal: stop.signal })).resolves.toMatchObject({
      decision: 'deny',
      asked: false,
    });
    expect(prompter.asked).toHaveLength(1);
  });

  it('denies when the prompter fails, and reports it', async () => {
    h = gateHarness({ prompter: { ask: () => Promise.reject(new Error('renderer gone')) } });
    await expect(h.check(shellTool, { command: 'ls' })).resolves.toMatchObject({ decision: 'deny', by: 'policy' });
    expect(h.errors.map((e) => e.message)).toEqual(['Approval prompt failed: renderer gone']);
  });
});

describe('approval gate: modes and rules', () => {
  it('read_only denies non-read tools without asking and runs read tools', async () => {
    const prompter = scriptedPrompter([]);
    h = gateHarness({ prompter, mode: 'read_only' });
    const denied = await h.check(shellTool, { command: 'ls' });
    expect(denied).toMatchObject({ decision: 'deny', by: 'policy', asked: false });
    expect(denied.reason).toMatch(/^Read-only mode: tools that change things are not allowed\./);
    await expect(h.check(readTool, { path: 'a' })).resolves.toMatchObject({ decision: 'allow', by: 'policy' });
    expect(prompter.asked).toEqual([]);
  });

  it('pre-approved tools (settings) run without asking in supervised mode, but never past read_only or a dangerous call', async () => {
    const prompter = scriptedPrompter([allowOnce]);
    let preapproved: readonly string[] = ['browser', 'shell'];
    h = gateHarness({ prompter, extra: { preapprovedTools: () => preapproved } });
    const preapprovedCall = await h.check(browserTool, { url: 'https://x.org' });
    expect(preapprovedCall).toMatchObject({ decision: 'allow', by: 'rule', asked: false });
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
      await expect(h.check(tool, args)).resolves.toMatchObject({ decision: 'allow', by: 'policy', asked: false });
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

describe('approval gate: background runs', () => {
  it('denies what would ask, with a reason, without emitting a request', async () => {
    h = gateHarness({});
    const decision = await h.check(shellTool, { command: 'git pull' });
    expect(decision).toMatchObject({ decision: 'deny', by: 'background', asked: false });
    expect(decision.reason).toMatch(/No user is present to approve "Shell command"/);
    expect(requests(h)).toEqual([]);
    await expect(h.check(readTool, { path: 'a' })).resolves.toMatchObject({ decision: 'allow', by: 'policy' });
  });

  it('allows what a job grant covers, and nothing else', async () => {
    h = gateHarness({ grants: [{ tool: 'shell', match: { kind: 'prefix', value: 'git pull' } }, { tool: 'browser' }] });
    await expect(h.check(shellTool, { command: 'git pull --rebase' })).resolves.toMatchObject({
      decision: 'allow',
      by: 'rule',
    });
    await expect(h.check(shellTool, { command: 'git pull && rm -rf x' })).resolves.toMatchObject({
      decision: 'deny',
      by: 'background',
    });
    await expect(h.check(browserTool, { url: 'https://any.example' })).resolves.toMatchObject({ decision: 'allow' });
    await expect(h.check(writeTool, { path: 'a', content: '' })).resolves.toMatchObject({
      decision: 'deny',
      by: 'background',
    });
  });

  it('a grant never covers a dangerous call, and read_only still denies', async () => {
    h = gateHarness({ grants: [{ tool: 'shell' }] });
    const decision = await h.check(shellTool, { command: 'sudo reboot' });
    expect(decision).toMatchObject({ decision: 'deny', by: 'background' });
    expect(decision.reason).toMatch(/always needs a person's approval/);
    h.mode = 'read_only';
    await expect(h.check(shellTool, { command: 'git pull' })).resolves.toMatchObject({
      decision: 'deny',
      by: 'policy',
    });
  });
});

describe('approval gate: rate limits', () => {
  it('refuses calls past the per-run limit without asking', async () => {
    const prompter = scriptedPrompter([]);
    h = gateHarness({ prompter, limits: { perRun: 2, perHour: 100 } });
    await expect(h.check(readTool, { path: 'a' })).resolves.toMatchObject({ decision: 'allow' });
    await expect(h.check(readTool, { path: 'b' })).resolves.toMatchObject({ decision: 'allow' });
    const refused = await h.check(shellTool, { command: 'ls' });
    expect(refused).toMatchObject({ decision: 'deny', by: 'limit', asked: false });
    expect(refused.reason).toMatch(/at most 2 tool calls per run/);
    await expect(h.check(readTool, { path: 'c' }, { runId: 'run-2' })).resolves.toMatchObject({ decision: 'allow' });
    expect(prompter.asked).toEqual([]);
  });

  it('refuses calls past the hourly limit across runs until the hour has passed (injected clock)', async () => {
    h = gateHarness({ limits: { perRun: 100, perHour: 2 } });
    await h.check(readTool, { path: 'a' }, { runId: 'r1' });
    await h.check(readTool, { path: 'a' }, { runId: 'r2' });
    await expect(h.check(readTool, { path: 'a' }, { runId: 'r3' })).resolves.toMatchObject({
      decision: 'deny',
      by: 'limit',
    });
    h.clock += 3_600_000;
    await expect(h.check(readTool, { path: 'a' }, { runId: 'r3' })).resolves.toMatchObject({ decision: 'allow' });
  });
});
