// One author per approval fact: the approval event lines come from electron/agent/approvals/approval-events.ts (the gate, a tool's question and
// the loop all emit through it, with the exact --json shapes), and a call's arguments are hashed once, when it is prepared.
import { afterEach, describe, expect, it } from 'vitest';
import { approvalRequestEvent, approvalResolvedEvent } from '../../../electron/agent/approvals/approval-events';
import { canonicalArgsHash } from '../../../electron/agent/approvals/args-hash';
import { createRunAsker } from '../../../electron/agent/approvals/ask-user-channel';
import { prepareToolCall } from '../../../electron/agent/loop/tool-call-prepare';
import type { AgentEvent, ApprovalRequest } from '../../../electron/shared/agent-events';
import { agentEventSchema } from '../../../electron/shared/agent-events';
import { allowOnce, gateHarness, scriptedPrompter, shellTool } from './gate-fixtures';
import type { GateHarness } from './gate-fixtures';

let h: GateHarness | undefined;
afterEach(() => h?.cleanup());

const request: ApprovalRequest = {
  callId: 'call-1',
  tool: 'shell',
  label: 'Shell command',
  risk: 'exec',
  args: { command: 'ls' },
  argsHash: 'a'.repeat(64),
  expiresAt: 1,
};

describe('approval event lines', () => {
  it('builds approval_request and approval_resolved exactly as the --json lines read them', () => {
    expect(JSON.stringify(approvalRequestEvent('run-1', request))).toBe(
      `{"type":"approval_request","runId":"run-1","callId":"call-1","request":${JSON.stringify(request)}}`,
    );
    expect(JSON.stringify(approvalResolvedEvent('run-1', 'call-1', { decision: 'allow', by: 'user' }))).toBe(
      '{"type":"approval_resolved","runId":"run-1","callId":"call-1","decision":"allow","by":"user"}',
    );
    const denied = approvalResolvedEvent('run-1', 'call-1', { decision: 'deny', by: 'policy', reason: 'no' });
    expect(JSON.stringify(denied)).toBe(
      '{"type":"approval_resolved","runId":"run-1","callId":"call-1","decision":"deny","by":"policy","reason":"no"}',
    );
    // A gate decision carries more (argsHash, asked): none of it leaks into the line.
    const fromDecision = approvalResolvedEvent('r', 'c', {
      decision: 'deny',
      by: 'limit',
      reason: 'x',
      ...{ argsHash: 'h', asked: false },
    });
    expect(Object.keys(fromDecision)).toEqual(['type', 'runId', 'callId', 'decision', 'by', 'reason']);
    for (const event of [approvalRequestEvent('r', request), denied])
      expect(agentEventSchema.parse(event)).toEqual(event);
  });

  it('the gate emits the line approval-events builds, bound to the hash the call carries', async () => {
    h = gateHarness({ prompter: scriptedPrompter([allowOnce]) });
    const args = { command: 'git status' };
    await h.check(shellTool, args);
    const [line] = h.events;
    if (line?.type !== 'approval_request') throw new Error('no approval_request');
    expect(line).toEqual(approvalRequestEvent('run-1', line.request));
    expect(line.request.argsHash).toBe(canonicalArgsHash(args));
  });

  it('the gate does not hash again: it uses the hash prepared with the call, and denies a call that had none', async () => {
    h = gateHarness({ prompter: scriptedPrompter([allowOnce]) });
    const carried = 'c'.repeat(64);
    const signal = new AbortController().signal;
    const events: AgentEvent[] = [];
    const call = { runId: 'r', callId: 'c1', conversationId: 'k', tool: shellTool, workspace: '/w' };
    const allowed = await h.gate.check(
      { ...call, args: { command: 'ls -l' }, argsHash: carried },
      (e) => events.push(e),
      signal,
    );
    expect(allowed).toMatchObject({ decision: 'allow', argsHash: carried });
    expect(events).toEqual([expect.objectContaining({ request: expect.objectContaining({ argsHash: carried }) })]);
    const unhashable = await h.gate.check({ ...call, args: {}, argsHash: undefined }, () => undefined, signal);
    expect(unhashable).toMatchObject({ decision: 'deny', by: 'policy', argsHash: '', asked: false });
    expect(unhashable.reason).toMatch(/could not be prepared for approval/);
  });

  it("a tool's question emits the same two lines, through the same builders", async () => {
    const events: AgentEvent[] = [];
    const asked: ApprovalRequest[] = [];
    const ask = createRunAsker({
      runId: 'run-q',
      prompter: {
        ask: async (shown) => {
          asked.push(shown);
          return { decision: 'allow', argsHash: shown.argsHash, answer: 'blue' };
        },
      },
      emit: (e) => events.push(e),
      timeoutMs: () => 60_000,
      now: () => 1_000,
    });
    const question = { text: 'Which colour?', choices: ['blue', 'red'] };
    const answer = await ask(question, { callId: 'call-q', signal: new AbortController().signal });
    expect(answer).toEqual({ answer: 'blue' });
    expect(events.map((e) => JSON.stringify(e))).toEqual([
      JSON.stringify({
        type: 'approval_request',
        runId: 'run-q',
        callId: 'call-q',
        request: {
          callId: 'call-q',
          tool: 'ask_user',
          label: 'Question',
          risk: 'read',
          args: question,
          argsHash: canonicalArgsHash(question),
          expiresAt: 61_000,
          question: { text: 'Which colour?', choices: ['blue', 'red'] },
        },
      }),
      '{"type":"approval_resolved","runId":"run-q","callId":"call-q","decision":"allow","by":"user"}',
    ]);
    expect(events[0]).toEqual(approvalRequestEvent('run-q', asked[0]!));
  });
});

describe('the arguments hash is computed once, when the call is prepared', () => {
  it('carries the hash of the validated arguments on the prepared call', () => {
    const tools = new Map([[shellTool.name, shellTool]]);
    const prepared = prepareToolCall({ id: 'c', name: 'shell', arguments: '{"command":"ls"}' }, tools);
    expect(prepared).toMatchObject({ ok: true, argsHash: canonicalArgsHash({ command: 'ls' }) });
    const bad = prepareToolCall({ id: 'c', name: 'shell', arguments: '{"command":1}' }, tools);
    expect(bad.ok).toBe(false);
    expect(bad).not.toHaveProperty('argsHash');
  });
});
