// Tests for ask_user: the question reaches the run's ctx.ask exactly, answers and refusals come back as results, and
// a run with nobody to ask (background, or no ask capability) fails without asking.
import { describe, expect, it } from 'vitest';
import { createAskUserTool, NO_USER_MESSAGE } from '../../tools/ask-user';
import type { ToolContext, UserAnswer, UserQuestion } from '../../tools/tool';

/** A ctx.ask that records what it was given and replies from a script. */
function recordingAsk(reply: (q: UserQuestion) => Promise<UserAnswer>) {
  const calls: UserQuestion[] = [];
  const ask = async (question: UserQuestion) => {
    calls.push(question);
    return reply(question);
  };
  return { ask, calls };
}

function context(ask: ToolContext['ask'], extra: Partial<ToolContext> = {}): ToolContext {
  return {
    callId: 'call-7',
    signal: new AbortController().signal,
    onUpdate: () => {},
    workspace: '/tmp',
    ...(ask ? { ask } : {}),
    ...extra,
  };
}

const tool = createAskUserTool();

describe('ask_user tool', () => {
  it('passes the question and choices to ctx.ask and returns the answer', async () => {
    const { ask, calls } = recordingAsk(async (q) => ({ answer: q.choices?.[1] ?? '' }));
    const result = await tool.execute({ question: '  Which city?  ', choices: ['Berlin', 'Seoul'] }, context(ask));
    expect(calls).toEqual([{ text: 'Which city?', choices: ['Berlin', 'Seoul'] }]);
    expect(result).toEqual({
      ok: true,
      content: 'The user answered: Seoul',
      details: { question: { text: 'Which city?', choices: ['Berlin', 'Seoul'] }, answer: 'Seoul' },
    });
  });

  it('omits empty choices and removes duplicate ones', async () => {
    const { ask, calls } = recordingAsk(async () => ({ answer: 'ok' }));
    await tool.execute({ question: 'A?', choices: [] }, context(ask));
    await tool.execute({ question: 'B?', choices: ['x', 'y', 'x'] }, context(ask));
    expect(calls).toEqual([{ text: 'A?' }, { text: 'B?', choices: ['x', 'y'] }]);
  });

  it('says so when the answer is empty', async () => {
    const { ask } = recordingAsk(async () => ({ answer: '   ' }));
    expect(await tool.execute({ question: 'Anything?' }, context(ask))).toMatchObject({
      ok: true,
      content: 'The user gave an empty answer.',
    });
  });

  it('names why no answer came: the channel outcome is the errorType', async () => {
    const { ask } = recordingAsk(async () => ({
      error: 'The user did not answer in time.',
      outcome: 'timed_out' as const,
    }));
    const result = await tool.execute({ question: 'Still there?' }, context(ask));
    expect(result).toMatchObject({ ok: false, content: 'The user did not answer in time.', errorType: 'timed_out' });
  });

  it('returns the channel error (e.g. timeout or dismissal) as a failed result', async () => {
    const { ask } = recordingAsk(async () => ({ error: 'The user did not answer within 5 minutes.' }));
    const result = await tool.execute({ question: 'Still there?' }, context(ask));
    expect(result).toMatchObject({
      ok: false,
      content: 'The user did not answer within 5 minutes.',
      errorType: 'no_answer',
    });
  });

  it('turns a throwing channel into a failed result', async () => {
    const { ask } = recordingAsk(async () => Promise.reject(new Error('window closed')));
    const result = await tool.execute({ question: 'Hello?' }, context(ask));
    expect(result).toMatchObject({ ok: false, content: 'The question could not be asked: window closed' });
  });

  it('fails in background runs without calling ask', async () => {
    const { ask, calls } = recordingAsk(async () => ({ answer: 'should not happen' }));
    const result = await tool.execute({ question: 'Hi?' }, context(ask, { background: true }));
    expect(result).toMatchObject({ ok: false, content: NO_USER_MESSAGE, errorType: 'no_one_to_ask' });
    expect(NO_USER_MESSAGE).toBe('Nobody could be asked: no user is present to answer questions in a background run.');
    expect(calls).toHaveLength(0);
  });

  it('fails when the run has no ask capability (nobody to answer)', async () => {
    const result = await tool.execute({ question: 'Hi?' }, context(undefined));
    expect(result).toMatchObject({ ok: false, errorType: 'no_one_to_ask' });
  });

  it('does not ask when the run is already aborted', async () => {
    const { ask, calls } = recordingAsk(async () => ({ answer: 'x' }));
    const controller = new AbortController();
    controller.abort();
    const result = await tool.execute({ question: 'Hi?' }, context(ask, { signal: controller.signal }));
    expect(result).toMatchObject({ ok: false, errorType: 'aborted' });
    expect(calls).toHaveLength(0);
  });

  it('validates the question and choices', async () => {
    const { ask, calls } = recordingAsk(async () => ({ answer: 'x' }));
    const invalid = [
      { question: '' },
      { question: '   ' },
      { question: 'q'.repeat(2001) },
      { question: 'Pick', choices: Array.from({ length: 11 }, (_, i) => `c${i}`) },
      { question: 'Pick', choices: ['c'.repeat(201)] },
      { question: 'Pick', choices: [''] },
      {},
    ];
    for (const args of invalid) {
      const result = await tool.execute(args, context(ask));
      expect(result, JSON.stringify(args).slice(0, 60)).toMatchObject({ ok: false, errorType: 'invalid_args' });
    }
    expect(calls).toHaveLength(0);
    const edge = await tool.execute(
      { question: 'q'.repeat(2000), choices: Array.from({ length: 10 }, (_, i) => `${i}`.repeat(200)) },
      context(ask),
    );
    expect(edge.ok).toBe(true);
    expect(tool.parameters.safeParse({ question: 'q'.repeat(2001) }).success).toBe(false);
  });

  it('is a read-risk tool named ask_user', () => {
    expect(tool).toMatchObject({ name: 'ask_user', risk: 'read' });
  });
});
