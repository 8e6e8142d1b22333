// The approval gate end to end with a scripted Prompter and a real SQLite rule store: asking, denying, remembering,
// hash binding, timeout and abort (modes and rules: gate-modes.test.ts; background runs: gate-background.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalArgsHash } from '../../../electron/agent/approvals/args-hash';
import { allowOnce, browserTool, denyWith, gateHarness, scriptedPrompter, shellTool, writeTool } from './gate-fixtures';
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
      reasonCode: { code: 'approved' },
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
      reasonCode: { code: 'userDenied', params: { said: 'not on a Friday' } },
      asked: true,
    });
    await expect(h.check(writeTool, { path: 'a.txt', content: 'x' })).resolves.toMatchObject({
      reason: 'The user denied this tool call.',
      reasonCode: { code: 'userDenied' },
    });
  });

  it('shows host and notes for network tools', async () => {
    const prompter = scriptedPrompter([allowOnce]);
    h = gateHarness({ prompter });
    await h.check(browserTool, { url: 'https://Docs.Example.com/x' });
    expect(prompter.asked[0]).toMatchObject({
      host: 'docs.example.com',
      notes: ['opens a real page'],
      noteCodes: [{ code: 'opensPage' }],
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
    expect(decision).toMatchObject({
      decision: 'deny',
      by: 'policy',
      asked: true,
      reasonCode: { code: 'argsMismatch' },
    });
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
    expect(decision).toMatchObject({ decision: 'deny', by: 'timeout', asked: true, reasonCode: { code: 'timeout' } });
    expect(decision.reasonCode?.params).toEqual({ ms: 40 });
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
    await expect(h.check(shellTool, { command: 'ls' })).resolves.toMatchObject({
      decision: 'deny',
      by: 'policy',
      reasonCode: { code: 'promptFailed' },
    });
    expect(h.errors.map((e) => e.message)).toEqual(['Approval prompt failed: renderer gone']);
  });
});
