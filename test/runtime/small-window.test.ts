// Issue 38 item 4 through the real runtime and the fake model, in a 4,096-token window with every default tool
// enabled: the request carries only a few tools with short descriptions, every request fits the window, the oldest
// turns are summarized, and every later request carries the summary (no turn goes out without history).
import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../../electron/agent/context/context-window';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import { smallWindowToolCap } from '../../electron/agent/context/context-budget';
import type { AgentEvent } from '../../electron/shared/agent-events';
import type { RecordedRequest, ScriptStep } from '../support/fake-llm-server';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const prompter: Prompter = { ask: async (request) => ({ decision: 'deny', argsHash: request.argsHash }) };
const WINDOW = 4_096;

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

const topic = (n: number) => `TOPIC-${n}: ${'Tell me more about the history of this subject, please. '.repeat(12)}`;
const answer = (n: number) => `ANSWER-${n}: ${'This part of the subject has a long history. '.repeat(14)}`;

describe('a small context window keeps the conversation', () => {
  it('ten turns in 4,096 tokens: few short tools, every request fits, a summary is made and carried', async () => {
    const events: AgentEvent[] = [];
    const runtime = await fixture.open({ onEvent: (event) => events.push(event) });
    const saved = await runtime.setSetting('provider.custom.contextTokens', WINDOW);
    if (!saved.ok) throw new Error(saved.error);
    let turn = 0;
    const step: ScriptStep = {
      kind: 'handler',
      handle: (request) =>
        isSummaryRequest(request)
          ? { kind: 'text', text: 'SUMMARY-OF-EARLIER: the person asked about the history of several topics.' }
          : { kind: 'text', text: answer((turn += 1)) },
    };
    fixture.server.script(...Array.from({ length: 40 }, () => step));

    let conversationId: string | undefined;
    for (let n = 1; n <= 10; n += 1) {
      const started = runtime.session.send({ text: topic(n), prompter, ...(conversationId ? { conversationId } : {}) });
      if (!started.ok) throw new Error(started.error);
      const summary = await started.run.done;
      expect(summary.reason, summary.error?.message).toBe('done');
      conversationId = summary.conversationId;
    }

    const requests = chatRequests();
    // Every request fits the window by Hearth's own estimate, summaries included.
    for (const request of requests) expect(requestTokens(request)).toBeLessThanOrEqual(WINDOW);
    const summaries = requests.filter(isSummaryRequest);
    expect(summaries.length).toBeGreaterThan(0);
    const compactions = events.filter((event) => event.type === 'compaction');
    expect(compactions.length).toBeGreaterThan(0);
    expect(compactions.every((event) => event.method === 'summary')).toBe(true);

    const answers = requests.filter((request) => !isSummaryRequest(request));
    expect(answers).toHaveLength(10);
    const firstSummaryAt = requests.indexOf(summaries[0]!);
    answers.forEach((request, index) => {
      const sent = JSON.stringify(request.messages);
      // A handful of tools with one-sentence descriptions, find_tools among them for the rest.
      expect(request.tools.length).toBeLessThanOrEqual(smallWindowToolCap(WINDOW)!);
      expect(request.tools.map((tool) => (tool as { function: { name: string } }).function.name)).toContain(
        'find_tools',
      );
      expect(sent).toContain(`TOPIC-${index + 1}`);
      // No turn goes out without history: the previous answer is there, and after the first fold, the summary.
      if (index > 0) expect(sent).toContain(`ANSWER-${index}`);
      if (requests.indexOf(request) > firstSummaryAt) {
        expect(sent).toContain('SUMMARY-OF-EARLIER');
        expect(sent).not.toContain('TOPIC-1:');
      }
    });
    expect(requests.indexOf(answers.at(-1)!)).toBeGreaterThan(firstSummaryAt);
  });
});
