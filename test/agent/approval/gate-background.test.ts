// The approval gate in background runs (no one to ask: job grants decide) and under its rate limits, with a real SQLite
// rule store; each decision carries its reason code for Settings → Activity (electron/shared/gate-reason.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { browserTool, gateHarness, readTool, scriptedPrompter, shellTool, writeTool } from './gate-fixtures';
import type { GateHarness } from './gate-fixtures';

let h: GateHarness | undefined;
afterEach(() => h?.cleanup());
const requests = (harness: GateHarness) => harness.events.filter((e) => e.type === 'approval_request');

describe('approval gate: background runs', () => {
  it('denies what would ask, with a reason, without emitting a request', async () => {
    h = gateHarness({});
    const decision = await h.check(shellTool, { command: 'git pull' });
    expect(decision).toMatchObject({
      decision: 'deny',
      by: 'background',
      asked: false,
      reasonCode: { code: 'background', params: { tool: 'Shell command' } },
    });
    expect(decision.reason).toMatch(/No user is present to approve "Shell command"/);
    expect(requests(h)).toEqual([]);
    await expect(h.check(readTool, { path: 'a' })).resolves.toMatchObject({ decision: 'allow', by: 'policy' });
  });

  it('allows what a job grant covers, and nothing else', async () => {
    h = gateHarness({ grants: [{ tool: 'shell', match: { kind: 'prefix', value: 'git pull' } }, { tool: 'browser' }] });
    await expect(h.check(shellTool, { command: 'git pull --rebase' })).resolves.toMatchObject({
      decision: 'allow',
      by: 'rule',
      reasonCode: { code: 'grant' },
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
    expect(decision).toMatchObject({ decision: 'deny', by: 'background', reasonCode: { code: 'backgroundDangerous' } });
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
