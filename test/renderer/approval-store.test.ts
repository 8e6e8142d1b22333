// The approval store over main's real approval handlers and waiting requests: the queue fills from approval:pending and
// events (once each, in arrival order, what the run read kept), an answer reaches the waiting run (also "for the rest
// of this run"), a refused one becomes the problem, and requests resolved elsewhere, ended or expired leave the queue.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentEvent, ApprovalRequest } from '../../electron/shared/agent-events';
import type { InvokeChannel, InvokeHandlers } from '../../electron/shared/contract';
import { callerId } from '../../electron/shared/caller-id';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { approvalChoices } from '../../renderer/src/approval/approval-choices';
import { i18n, loadUiCatalog } from '../../renderer/src/i18n/i18n';
import { createApprovalStore, type ApprovalAnswer, type ApprovalApi } from '../../renderer/src/stores/approval-store';

/** Main's requests waiting for an answer (electron/agent/approvals/pending-approvals.ts), as these tests use them. */
interface WaitingApprovals {
  prompter: { ask: (request: ApprovalRequest, signal: AbortSignal) => Promise<ApprovalAnswer> };
  list: () => ApprovalRequest[];
}
type ApprovalChannel = 'approval:respond' | 'approval:pending';
// Main's modules load by runtime paths, so the web type-check does not pull in main's code (and Node's types).
const waitingPath = '../../electron/agent/approvals/pending-approvals';
const handlersPath = '../../electron/runtime/handlers/approvals';

/** window.hearth's approval methods over main's handlers (with the contract's validation) and real waiting requests. */
async function approvalsInMain(): Promise<{ api: ApprovalApi; waiting: WaitingApprovals }> {
  const { createPendingApprovals } = (await import(/* @vite-ignore */ waitingPath)) as {
    createPendingApprovals: () => WaitingApprovals;
  };
  const { createApprovalHandlers } = (await import(/* @vite-ignore */ handlersPath)) as {
    createApprovalHandlers: (deps: {
      runtime: { rules: unknown };
      approvals: WaitingApprovals;
    }) => Pick<InvokeHandlers, ApprovalChannel>;
  };
  const waiting = createPendingApprovals();
  // Only the approval channels are ever called here.
  const handlers = createApprovalHandlers({ runtime: { rules: undefined }, approvals: waiting }) as InvokeHandlers;
  const dispatch = createInvokeDispatcher(handlers);
  const call = (channel: InvokeChannel) => (request: unknown) => dispatch(channel, request, { id: callerId.window(1) });
  const api = { approvalPending: call('approval:pending'), approvalRespond: call('approval:respond') };
  return { api: api as unknown as ApprovalApi, waiting };
}

const hash = (digit: string) => digit.repeat(64);
const request = (callId: string, extra: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  callId,
  tool: 'shell',
  label: 'Shell',
  risk: 'exec',
  args: { command: `echo ${callId}` },
  argsHash: hash('a'),
  expiresAt: 10_000,
  ...extra,
});
const asked = (runId: string, callId: string, extra: Partial<ApprovalRequest> = {}): AgentEvent => ({
  type: 'approval_request',
  runId,
  callId,
  request: request(callId, extra),
});
/** A run waiting in main for the user's answer to `entry` (resolves with that answer). */
const awaitAnswer = (waiting: WaitingApprovals, entry: ApprovalRequest): Promise<ApprovalAnswer> =>
  waiting.prompter.ask(entry, new AbortController().signal);
const callIds = (store: ReturnType<typeof createApprovalStore>) =>
  store.getState().queue.map((queued) => queued.request.callId);

describe('approval store', () => {
  beforeAll(() => loadUiCatalog('en'));

  it('loadPending shows the requests already waiting in main, after those the events brought, each once', async () => {
    const { api, waiting } = await approvalsInMain();
    void awaitAnswer(waiting, request('call-1'));
    void awaitAnswer(waiting, request('call-2'));
    const store = createApprovalStore(api);
    store.getState().applyEvents([asked('run-1', 'call-2')]);

    await store.getState().loadPending();
    expect(callIds(store)).toEqual(['call-2', 'call-1']);
    expect(store.getState().queue[0]).toMatchObject({ runId: 'run-1' });
    expect(store.getState().problem).toBeNull();

    await store.getState().loadPending();
    expect(callIds(store)).toEqual(['call-2', 'call-1']);
  });

  it('an answer leaves the queue at once and reaches the run waiting in main', async () => {
    const { api, waiting } = await approvalsInMain();
    const answerSeen = awaitAnswer(waiting, request('call-1'));
    const store = createApprovalStore(api);
    await store.getState().loadPending();

    const response = { decision: 'allow', argsHash: hash('a') } as const;
    const sent = store.getState().respond('call-1', response);
    expect(store.getState().queue).toEqual([]);
    expect(await sent).toBe(true);
    expect(await answerSeen).toEqual(response);
    expect(waiting.list()).toEqual([]);
    expect(store.getState().problem).toBeNull();
  });

  it('a request after untrusted content keeps its sources; "Allow for the rest of this run" reaches main as scope run', async () => {
    const { api, waiting } = await approvalsInMain();
    const sources = [
      { kind: 'web_page' as const, label: 'garden.example/news' },
      { kind: 'mcp' as const, label: 'notes' },
    ];
    const tainted = request('call-1', { argsHash: hash('c'), matchValue: 'echo call-1', untrustedSources: sources });
    const answerSeen = awaitAnswer(waiting, tainted);
    const store = createApprovalStore(api);
    await store.getState().loadPending();
    const queued = store.getState().queue[0]!.request;
    expect(queued.untrustedSources).toEqual(sources);

    const forRun = approvalChoices(queued).find((choice) => choice.kind === 'run');
    expect(forRun && i18n.t(forRun.label)).toBe('Allow for the rest of this run');
    expect(forRun && 'answer' in forRun).toBe(true);
    expect(await store.getState().respond('call-1', (forRun as { answer: ApprovalAnswer }).answer)).toBe(true);
    expect(await answerSeen).toEqual({
      decision: 'allow',
      argsHash: hash('c'),
      remember: { scope: 'run', match: { kind: 'exact', value: 'echo call-1' } },
    });
    expect(store.getState().problem).toBeNull();
  });

  it('an answer main refuses returns false with main reason as the problem; the next answer clears it', async () => {
    const { api, waiting } = await approvalsInMain();
    const store = createApprovalStore(api);

    expect(await store.getState().respond('gone', { decision: 'deny', argsHash: hash('b') })).toBe(false);
    expect(store.getState().problem).toBe('That request had already been answered or had timed out.');

    expect(await store.getState().respond('gone', { decision: 'deny', argsHash: 'not-a-hash' })).toBe(false);
    expect(store.getState().problem).toMatch(/^Invalid request for approval:respond: response\.argsHash/);

    const answerSeen = awaitAnswer(waiting, request('call-3'));
    expect(await store.getState().respond('call-3', { decision: 'deny', argsHash: hash('a') })).toBe(true);
    expect(store.getState().problem).toBeNull();
    expect(await answerSeen).toEqual({ decision: 'deny', argsHash: hash('a') });
  });

  it('a failed loadPending becomes the problem and keeps the queue', async () => {
    const { api } = await approvalsInMain();
    const offline: ApprovalApi = {
      ...api,
      approvalPending: () => Promise.reject(new Error("Error invoking remote method 'approval:pending': Error: gone")),
    };
    const store = createApprovalStore(offline);
    store.getState().applyEvents([asked('run-1', 'call-1')]);
    await store.getState().loadPending();
    expect(store.getState().problem).toBe('gone');
    expect(callIds(store)).toEqual(['call-1']);
  });

  it('requests resolved elsewhere, finished, or of an ended run leave the queue; a batch changing none is silent', async () => {
    const { api } = await approvalsInMain();
    const store = createApprovalStore(api);
    store
      .getState()
      .applyEvents([
        asked('run-1', 'call-1'),
        asked('run-1', 'call-2'),
        asked('run-2', 'call-3'),
        asked('run-2', 'call-4'),
        asked('run-2', 'call-3'),
      ]);
    expect(callIds(store)).toEqual(['call-1', 'call-2', 'call-3', 'call-4']);

    store
      .getState()
      .applyEvents([{ type: 'approval_resolved', runId: 'run-2', callId: 'call-3', decision: 'allow', by: 'rule' }]);
    expect(callIds(store)).toEqual(['call-1', 'call-2', 'call-4']);
    store.getState().applyEvents([
      {
        type: 'tool_call_end',
        runId: 'run-2',
        callId: 'call-4',
        name: 'shell',
        ok: false,
        content: '',
        durationMs: 1,
      },
    ]);
    expect(callIds(store)).toEqual(['call-1', 'call-2']);

    let notified = 0;
    const unsubscribe = store.subscribe(() => (notified += 1));
    const before = store.getState().queue;
    store.getState().applyEvents([{ type: 'agent_end', runId: 'run-2', reason: 'done' }]);
    expect(store.getState().queue).toBe(before);
    expect(notified).toBe(0);
    unsubscribe();
    store.getState().applyEvents([{ type: 'agent_end', runId: 'run-1', reason: 'aborted' }]);
    expect(store.getState().queue).toEqual([]);
  });

  it('expire drops the requests whose deadline has passed and is silent when none has', async () => {
    const { api } = await approvalsInMain();
    const store = createApprovalStore(api);
    store
      .getState()
      .applyEvents([asked('run-1', 'soon', { expiresAt: 1_000 }), asked('run-1', 'later', { expiresAt: 5_000 })]);
    let notified = 0;
    const unsubscribe = store.subscribe(() => (notified += 1));
    store.getState().expire(999);
    expect(notified).toBe(0);
    unsubscribe();

    store.getState().expire(1_000);
    expect(callIds(store)).toEqual(['later']);
    store.getState().expire(5_001);
    expect(store.getState().queue).toEqual([]);
  });
});
