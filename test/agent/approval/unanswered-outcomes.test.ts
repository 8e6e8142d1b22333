// Issue 39, honest outcomes: the gate and the question channel say which thing happened when no "yes" came — the
// person denied, cancelled, nobody could be asked, the wait timed out, or Hearth closed — with the real gate and
// rule store, and the real pending-approvals prompter a window answers.
import { afterEach, describe, expect, it } from 'vitest';
import { createRunAsker } from '../../../electron/agent/approvals/ask-user-channel';
import { createPendingApprovals } from '../../../electron/agent/approvals/pending-approvals';
import { APP_CLOSED } from '../../../electron/shared/ask-outcome';
import type { AgentEvent } from '../../../electron/shared/agent-events';
import { waitFor } from '../../support/wait-for';
import { denyWith, gateHarness, scriptedPrompter, shellTool, type GateHarness } from './gate-fixtures';

let h: GateHarness | undefined;
afterEach(() => h?.cleanup());

describe('approval gate: why a call was not approved', () => {
  it('a person saying no is `denied`; a prompter with nobody to ask is `no_one_to_ask`', async () => {
    const nobody = (r: { argsHash: string }) => ({
      decision: 'deny' as const,
      argsHash: r.argsHash,
      reason: 'no interactive terminal',
      unanswered: 'no_one_to_ask' as const,
    });
    h = gateHarness({ prompter: scriptedPrompter([denyWith('no'), nobody]) });
    expect(await h.check(shellTool, { command: 'ls' })).toMatchObject({ decision: 'deny', unanswered: 'denied' });
    const noOne = await h.check(shellTool, { command: 'ls' });
    expect(noOne).toMatchObject({ decision: 'deny', unanswered: 'no_one_to_ask' });
    expect(noOne.reason).toBe(
      'Nobody could be asked to approve this call (no interactive terminal), so it was not run.',
    );
  });

  it('a background run is `no_one_to_ask`, a timeout `timed_out`', async () => {
    h = gateHarness({});
    expect(await h.check(shellTool, { command: 'ls' })).toMatchObject({
      by: 'background',
      unanswered: 'no_one_to_ask',
    });
    h.cleanup();
    h = gateHarness({ prompter: scriptedPrompter([() => 'hang']), timeoutMs: 20 });
    expect(await h.check(shellTool, { command: 'ls' })).toMatchObject({ by: 'timeout', unanswered: 'timed_out' });
  });

  it('a stop while waiting is `cancelled`; Hearth closing is `app_closed`', async () => {
    h = gateHarness({ prompter: scriptedPrompter([() => 'hang', () => 'hang']) });
    const stopped = new AbortController();
    const waitingStop = h.check(shellTool, { command: 'ls' }, { signal: stopped.signal });
    await waitFor(() => h!.events.length === 1, 'the first request');
    stopped.abort();
    expect(await waitingStop).toMatchObject({ decision: 'deny', unanswered: 'cancelled' });
    const closing = new AbortController();
    const waitingClose = h.check(shellTool, { command: 'ls' }, { signal: closing.signal });
    await waitFor(() => h!.events.length === 2, 'the second request');
    closing.abort(APP_CLOSED);
    const closed = await waitingClose;
    expect(closed).toMatchObject({ decision: 'deny', unanswered: 'app_closed' });
    expect(closed.reason).toMatch(/Hearth was closed/);
  });
});

describe('a question to the person: why no answer came', () => {
  function asker(timeoutMs = 60_000) {
    const pending = createPendingApprovals();
    const events: AgentEvent[] = [];
    const ask = createRunAsker({
      runId: 'r',
      prompter: pending.prompter,
      emit: (e) => events.push(e),
      timeoutMs: () => timeoutMs,
    });
    return { pending, events, ask };
  }

  it('dismissed in a window: `cancelled`; answered no by nobody: never "declined" unless the person said no', async () => {
    const { pending, ask } = asker();
    const signal = new AbortController().signal;
    const dismissed = ask({ text: 'Which?' }, { callId: 'c1', signal });
    await waitFor(() => pending.list().length === 1, 'the question to wait');
    const [request] = pending.list();
    pending.respond('c1', { decision: 'deny', argsHash: request!.argsHash, unanswered: 'cancelled' });
    expect(await dismissed).toEqual({
      error: 'The question was cancelled before the user answered.',
      outcome: 'cancelled',
    });

    const refused = ask({ text: 'Which?' }, { callId: 'c2', signal });
    await waitFor(() => pending.list().length === 1, 'the question to wait');
    pending.respond('c2', { decision: 'deny', argsHash: pending.list()[0]!.argsHash });
    expect(await refused).toEqual({ error: 'The user declined to answer.', outcome: 'denied' });
  });

  it('a timeout is `timed_out`, Hearth closing is `app_closed`', async () => {
    const short = asker(20);
    expect(await short.ask({ text: 'Which?' }, { callId: 'c3', signal: new AbortController().signal })).toMatchObject({
      outcome: 'timed_out',
    });
    const { pending, ask } = asker();
    const closing = new AbortController();
    const waiting = ask({ text: 'Which?' }, { callId: 'c4', signal: closing.signal });
    await waitFor(() => pending.list().length === 1, 'the question to wait');
    closing.abort(APP_CLOSED);
    expect(await waiting).toEqual({
      error: 'Hearth was closed while the question was waiting, so nobody answered it.',
      outcome: 'app_closed',
    });
  });
});
