// Summarizing compaction through the real runtime (SQLite in a temp folder) and the fake model, in a 2,000-token
// window: a long conversation stays within budget, the oldest messages are summarized by a "Summarize…" request, later
// requests carry the summary instead of them, the originals stay stored, and a compaction event and system row mark it.
// Also: a failing summary becomes a visible trim, "Summarize now", and a background job that compacts mid-run.
import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../../electron/agent/context/context-window';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { compactionOf } from '../../electron/shared/message-details';
import type { RecordedRequest, ScriptStep } from '../support/fake-llm-server';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const prompter: Prompter = { ask: async (request) => ({ decision: 'deny', argsHash: request.argsHash }) };
const WINDOW = 2_000;

type Message = { role: string; content: unknown };
const lastUserText = (request: RecordedRequest): string =>
  String((request.messages as Message[]).findLast((message) => message.role === 'user')?.content ?? '');
const isSummaryRequest = (request: RecordedRequest): boolean => lastUserText(request).startsWith('Summarize');
const chatRequests = () => fixture.server.requests.filter((request) => request.path.endsWith('/chat/completions'));
/** Hearth's own estimate of what a request carries (messages and tool definitions). */
const requestTokens = (request: RecordedRequest): number =>
  (request.messages as Message[]).reduce(
    (sum, message) => sum + 4 + estimateTokens(JSON.stringify(message.content)),
    0,
  ) + (request.tools.length > 0 ? estimateTokens(JSON.stringify(request.tools)) : 0);

/** Answers "Summarize…" requests with a summary naming how many there were, everything else with `answer(n)`. */
function modelStep(
  answer: (request: RecordedRequest) => ScriptStep,
  summary = 'SUMMARY-OF-EARLIER: topics discussed.',
): ScriptStep {
  return {
    kind: 'handler',
    handle: (request) => (isSummaryRequest(request) ? { kind: 'text', text: summary } : answer(request)),
  };
}

async function openSmallWindow(): Promise<{ runtime: HearthRuntime; events: AgentEvent[] }> {
  const events: AgentEvent[] = [];
  const runtime = await fixture.open({ onEvent: (event) => events.push(event) });
  const saved = await runtime.setSetting('provider.custom.contextTokens', WINDOW);
  if (!saved.ok) throw new Error(saved.error);
  return { runtime, events };
}

async function say(runtime: HearthRuntime, text: string, conversationId?: string): Promise<string> {
  const started = runtime.session.send({
    text,
    prompter,
    allowedTools: [],
    ...(conversationId ? { conversationId } : {}),
  });
  if (!started.ok) throw new Error(started.error);
  const summary = await started.run.done;
  expect(summary.reason, summary.error?.message).toBe('done');
  return summary.conversationId;
}

const topic = (n: number) =>
  `TOPIC-${n}: ${'Tell me about the history of this subject in some detail please. '.repeat(8)}`;
const longAnswer: ScriptStep = {
  kind: 'text',
  text: `Here is an answer. ${'It covers the subject at length. '.repeat(10)}`,
};

describe('summarizing compaction', () => {
  it('keeps a long conversation within budget: the oldest turns are summarized and later requests carry the summary', async () => {
    const { runtime, events } = await openSmallWindow();
    fixture.server.script(...Array.from({ length: 40 }, () => modelStep(() => longAnswer)));
    let conversationId = await say(runtime, topic(1));
    for (let n = 2; n <= 10; n += 1) conversationId = await say(runtime, topic(n), conversationId);

    const requests = chatRequests();
    const summaryRequests = requests.filter(isSummaryRequest);
    expect(summaryRequests.length).toBeGreaterThan(0);
    // The summary request is a plain completion: no tools, the transcript inside, "Summarize" first.
    expect(summaryRequests[0]!.tools).toEqual([]);
    expect(lastUserText(summaryRequests[0]!)).toContain('TOPIC-1');

    const answers = requests.filter((request) => !isSummaryRequest(request));
    expect(answers).toHaveLength(10);
    for (const request of answers) expect(requestTokens(request)).toBeLessThanOrEqual(WINDOW * 0.8);
    const last = answers.at(-1)!;
    const lastText = JSON.stringify(last.messages);
    expect(lastText).toContain('SUMMARY-OF-EARLIER');
    expect(lastText).not.toContain('TOPIC-1:');
    expect(lastText).toContain('TOPIC-10');

    const compactions = events.filter((event) => event.type === 'compaction');
    expect(compactions.length).toBeGreaterThan(0);
    // A fold too long for one request is summarized in parts (each part after the summary so far).
    expect(summaryRequests.length).toBeGreaterThanOrEqual(compactions.length);
    expect(summaryRequests.slice(1).some((request) => lastUserText(request).includes('<summary>'))).toBe(true);
    expect(compactions[0]).toMatchObject({ type: 'compaction', method: 'summary', folded: expect.any(Number) });
    expect((compactions[0] as { folded: number }).folded).toBeGreaterThan(1);

    // The originals stay stored; the marker is a system row with the compaction record and the summary.
    const stored = runtime.conversations.listMessages(conversationId);
    expect(stored.filter((message) => message.role === 'user')).toHaveLength(10);
    expect(stored.some((message) => message.content.includes('TOPIC-1:'))).toBe(true);
    const markers = stored.filter((message) => compactionOf(message));
    expect(markers.length).toBe(compactions.length);
    expect(markers[0]!.content).toBe('SUMMARY-OF-EARLIER: topics discussed.');
    expect(compactionOf(markers[0]!)).toMatchObject({
      method: 'summary',
      folded: (compactions[0] as { folded: number }).folded,
    });
    // Search and the title ignore the marker.
    expect(runtime.conversations.search('SUMMARY-OF-EARLIER')).toEqual([]);
    expect(runtime.conversations.get(conversationId)?.title).toContain('TOPIC-1');
  });

  it('redacts a known secret the model echoes into the summary, everywhere it goes', async () => {
    const secret = 'tok-ZX81-summary-secret-value-0042';
    const events: AgentEvent[] = [];
    const dataDir = fixture.folder('redact');
    const runtime = await fixture.open({
      dataDir,
      env: { PATH: process.env.PATH, HOME: dataDir, BILLING_API_TOKEN: secret },
      onEvent: (event) => events.push(event),
    });
    fixture.server.script({ kind: 'text', text: 'One.' }, { kind: 'text', text: 'Two.' });
    const id = await say(runtime, 'first');
    await say(runtime, 'second', id);
    fixture.server.script({ kind: 'text', text: `The user's token is ${secret}.` });
    const started = runtime.session.compact({ conversationId: id });
    if (!started.ok) throw new Error(started.error);
    await started.run.done;
    const compaction = events.find((event) => event.type === 'compaction') as { summary: string };
    expect(compaction.summary).not.toContain(secret);
    expect(compaction.summary).toContain('[redacted:');
    const stored = runtime.conversations.listMessages(id).find((message) => compactionOf(message))!;
    expect(stored.content).not.toContain(secret);
    fixture.server.script({ kind: 'text', text: 'ok' });
    await say(runtime, 'third', id);
    expect(JSON.stringify(chatRequests().at(-1)!.messages)).not.toContain(secret);
  });

  it('trims with the same visible marker when summarizing fails, and the run still answers', async () => {
    const { runtime, events } = await openSmallWindow();
    const failingSummary: ScriptStep = {
      kind: 'handler',
      handle: (request) =>
        isSummaryRequest(request)
          ? { kind: 'http_error', status: 400, body: { error: { message: 'summaries are not allowed here' } } }
          : longAnswer,
    };
    fixture.server.script(...Array.from({ length: 40 }, () => failingSummary));
    let conversationId = await say(runtime, topic(1));
    for (let n = 2; n <= 8; n += 1) conversationId = await say(runtime, topic(n), conversationId);
    const compaction = events.find((event) => event.type === 'compaction');
    expect(compaction).toMatchObject({ method: 'trim' });
    const marker = runtime.conversations.listMessages(conversationId).find((message) => compactionOf(message));
    expect(compactionOf(marker!)).toMatchObject({ method: 'trim' });
    expect(marker!.content).toMatch(/left out to fit the context window/);
    expect(marker!.content).toContain('summaries are not allowed here');
    const answers = chatRequests().filter((request) => !isSummaryRequest(request));
    const lastText = JSON.stringify(answers.at(-1)!.messages);
    expect(lastText).toContain('left out to fit the context window');
    expect(lastText).not.toContain('TOPIC-1:');
    for (const request of answers) expect(requestTokens(request)).toBeLessThanOrEqual(WINDOW * 0.8);
  });

  it('"Summarize now" folds everything before the last question, and the next request carries the summary', async () => {
    const { runtime, events } = await openSmallWindow();
    fixture.server.script({ kind: 'text', text: 'First answer.' }, { kind: 'text', text: 'Second answer.' });
    const id = await say(runtime, 'FIRST-QUESTION about cats');
    await say(runtime, 'SECOND-QUESTION about dogs', id);
    fixture.server.script({ kind: 'text', text: 'Cats were discussed.' }, { kind: 'text', text: 'Third answer.' });
    const started = runtime.session.compact({ conversationId: id });
    if (!started.ok) throw new Error(started.error);
    expect((await started.run.done).reason).toBe('done');
    expect(isSummaryRequest(chatRequests().at(-1)!)).toBe(true);
    expect(events.filter((event) => event.type === 'compaction')).toEqual([
      expect.objectContaining({ folded: 2, method: 'summary', summary: 'Cats were discussed.' }),
    ]);
    await say(runtime, 'THIRD-QUESTION', id);
    const text = JSON.stringify(chatRequests().at(-1)!.messages);
    expect(text).toContain('Cats were discussed.');
    expect(text).not.toContain('FIRST-QUESTION');
    expect(text).toContain('SECOND-QUESTION');
    // Regenerating the last answer keeps the marker (it sits before the last question) and its summary.
    fixture.server.script({ kind: 'text', text: 'Third answer, again.' });
    const again = runtime.session.regenerate({ conversationId: id, prompter });
    if (!again.ok) throw new Error(again.error);
    expect((await again.run.done).reason).toBe('done');
    const regenerated = JSON.stringify(chatRequests().at(-1)!.messages);
    expect(regenerated).toContain('Cats were discussed.');
    expect(regenerated).not.toContain('FIRST-QUESTION');
    expect(runtime.conversations.listMessages(id).filter((message) => compactionOf(message))).toHaveLength(1);
    // Nothing left to fold: refused without a model call.
    const count = chatRequests().length;
    const fresh = await (async () => {
      fixture.server.script({ kind: 'text', text: 'x' });
      return say(runtime, 'only question');
    })();
    expect(runtime.session.compact({ conversationId: fresh })).toEqual({
      ok: false,
      error: 'There is nothing to summarize yet.',
    });
    expect(chatRequests()).toHaveLength(count + 1);
  });

  it('"Summarize now" that fails changes nothing and says why (no trim for a summary the person asked for)', async () => {
    const { runtime, events } = await openSmallWindow();
    fixture.server.script({ kind: 'text', text: 'One.' }, { kind: 'text', text: 'Two.' });
    const id = await say(runtime, 'first');
    await say(runtime, 'second', id);
    const before = runtime.conversations.listMessages(id);
    fixture.server.script({ kind: 'http_error', status: 400, body: { error: { message: 'no summaries today' } } });
    const started = runtime.session.compact({ conversationId: id });
    if (!started.ok) throw new Error(started.error);
    const summary = await started.run.done;
    expect(summary).toMatchObject({ reason: 'error', error: { kind: 'summary_failed' } });
    expect(summary.error?.message).toContain('no summaries today');
    expect(events.some((event) => event.type === 'compaction')).toBe(false);
    expect(runtime.conversations.listMessages(id)).toEqual(before);
  });

  it('compacts a background job run that grows past the window mid-run', async () => {
    const { runtime, events } = await openSmallWindow();
    const job = runtime.jobs.create({
      name: 'Long job',
      schedule: { kind: 'cron', expression: '0 * * * *' },
      timezone: 'UTC',
      action: { kind: 'agent', prompt: 'Check the time many times and report.', tools: ['datetime'] },
    });
    let calls = 0;
    const step = modelStep(() =>
      ++calls <= 6
        ? {
            kind: 'tool_calls',
            text: `Step ${calls}. ${'I am thinking about what to check next, carefully. '.repeat(14)}`,
            calls: [{ name: 'datetime', arguments: { timezone: 'UTC' } }],
          }
        : { kind: 'text', text: 'JOB-REPORT done' },
    );
    fixture.server.script(...Array.from({ length: 30 }, () => step));
    const result = await runtime.scheduler.runNow(job.id);
    if (!result.ok) throw new Error(result.error);
    expect(result.run).toMatchObject({ status: 'ok', output: 'JOB-REPORT done' });
    expect(events.some((event) => event.type === 'compaction')).toBe(true);
    expect(chatRequests().some(isSummaryRequest)).toBe(true);
    for (const request of chatRequests()) expect(requestTokens(request)).toBeLessThanOrEqual(WINDOW * 0.8);
  });
});
