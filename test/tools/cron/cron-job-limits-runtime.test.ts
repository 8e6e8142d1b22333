// Background jobs cannot multiply, through the real runtime (SQLite, approval gate, rules) in autonomous mode: a job
// granted a cron tool is refused as data, and a job with a blanket shell grant still asks, with the danger notice in
// the approval request, even when an "always allow" rule for cron_add exists.
import { describe, expect, it } from 'vitest';
import type { Prompter } from '../../../electron/agent/approvals/prompter';
import type { AgentEvent, ApprovalRequest } from '../../../electron/shared/agent-events';
import { useRuntimeFixture } from '../../support/runtime-fixture';

const fixture = useRuntimeFixture();

function recordingPrompter(
  answer: 'allow' | 'deny',
  remember = false,
): { prompter: Prompter; requests: ApprovalRequest[] } {
  const requests: ApprovalRequest[] = [];
  return {
    requests,
    prompter: {
      ask: async (request) => {
        requests.push(request);
        return {
          decision: answer,
          argsHash: request.argsHash,
          ...(remember ? { remember: { scope: 'forever' as const, match: { kind: 'any' as const } } } : {}),
        };
      },
    },
  };
}

const job = { name: 'Nightly', schedule: '0 3 * * *', timezone: 'UTC', prompt: 'Clean up the downloads folder' };

describe('cron_add through the real runtime and approval gate', () => {
  it('runs a job with a narrow shell grant without asking (autonomous)', async () => {
    const runtime = await fixture.open({ overrides: { mode: 'autonomous' } });
    const { prompter, requests } = recordingPrompter('deny');
    const args = { ...job, tools: ['shell'], grants: [{ tool: 'shell', match: { kind: 'prefix', value: 'ls' } }] };
    const result = await runtime.callTool('cron_add', JSON.stringify(args), {
      prompter,
      signal: new AbortController().signal,
    });
    expect(result.ok, result.content).toBe(true);
    expect(requests).toEqual([]);
  });

  it('refuses a grant for cron_add, as data, and stores no job', async () => {
    const runtime = await fixture.open({ overrides: { mode: 'autonomous' } });
    const { prompter } = recordingPrompter('allow');
    const args = { ...job, tools: ['cron_add'], grants: [{ tool: 'cron_add' }] };
    const result = await runtime.callTool('cron_add', JSON.stringify(args), {
      prompter,
      signal: new AbortController().signal,
    });
    expect(result).toMatchObject({
      ok: false,
      errorType: 'invalid_job',
      content: expect.stringMatching(/may not be granted cron_add/),
    });
    expect(runtime.jobs.list()).toEqual([]);
  });

  it('asks for a blanket shell grant, with the danger notice, and a denial stores nothing', async () => {
    const runtime = await fixture.open({ overrides: { mode: 'autonomous' } });
    const { prompter, requests } = recordingPrompter('deny');
    const events: AgentEvent[] = [];
    const args = { ...job, tools: ['shell'], grants: [{ tool: 'shell' }] };
    const result = await runtime.callTool('cron_add', JSON.stringify(args), {
      prompter,
      signal: new AbortController().signal,
      onEvent: (event) => events.push(event),
    });
    expect(result.ok).toBe(false);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.dangerous).toMatch(/could run any shell command unattended/);
    const shown = events.find((event) => event.type === 'approval_request');
    expect(shown && 'request' in shown ? shown.request.dangerous : undefined).toMatch(
      /could run any shell command unattended/,
    );
    expect(runtime.jobs.list()).toEqual([]);
  });

  it('an "always allow" rule for cron_add does not cover it, and answering "always" stores no rule', async () => {
    const runtime = await fixture.open({ overrides: { mode: 'supervised' } });
    expect(runtime.rules.add({ tool: 'cron_add', match: { kind: 'any' }, scope: 'forever' }).ok).toBe(true);
    const { prompter, requests } = recordingPrompter('allow', true);
    const args = { ...job, tools: ['shell'], grants: [{ tool: 'shell' }] };
    const result = await runtime.callTool('cron_add', JSON.stringify(args), {
      prompter,
      signal: new AbortController().signal,
    });
    expect(result.ok, result.content).toBe(true);
    expect(requests.map((request) => request.dangerous)).toEqual([
      expect.stringMatching(/any shell command unattended/),
    ]);
    expect(runtime.rules.list()).toHaveLength(1);
    expect(runtime.jobs.list()).toHaveLength(1);
  });
});
