// Tests for ask_user: the question reaches `ask` exactly, answers and refusals come back as results, background fails.
import { describe, expect, it } from 'vitest';
import { createAskUserTool, NO_USER_MESSAGE } from '../../tools/ask-user';
import type { UserAnswer, UserQuestion } from '../../tools/ask-user';
import type { ToolContext } from '../../tools/tool';

function context(extra: Partial<ToolContext> = {}): ToolContext {
  return { callId: 'call-7', signal: new AbortController().signal, onUpdate: () => {}, workspace: '/tmp', ...extra };
}

/** An `ask` that records what it was given and replies from a script. */
function recordingAsk(reply: (q: UserQuestion) => Promise<UserAnswer>) {
  const calls: { question: UserQuestion; callId: string }[] = [];
  const ask = async (question: UserQuestion, ctx: ToolContext) => {
    calls.push({ question, callId: ctx.callId });
    return reply(question);
  };
  return { ask, calls };
}

describe('ask_user tool', () => {
  it('passes the question and choices to ask and returns the answer', async () => {
    const { ask, calls } = recordingAsk(async (q) => ({ answer: q.choices?.[1] ?? '' }));
    const tool = createAskUserTool({ ask });
    const result = await tool.execute({ question: '  Which city?  ', choices: ['Berlin', 'Seoul'] }, context());
    expect(calls).toEqual([{ question: { text: 'Which city?', choices: ['Berlin', 'Seoul'] }, callId: 'call-7' }]);
    expect(result).toEqual({
      ok: true,
      content: 'The user answered: Seoul',
      details: { question: { text: 'Which city?', choices: ['Berlin', 'Seoul'] }, answer: 'Seoul' },
    });
  });

  it('omits empty choices and removes duplicate ones', async () => {
    const { ask, calls } = recordingAsk(async () => ({ answer: 'ok' }));
    const tool = createAskUserTool({ ask });
    await tool.execute({ question: 'A?', choices: [] }, context());
    await tool.execute({ question: 'B?', choices: ['x', 'y', 'x'] }, context());
    expect(calls.map((c) => c.question)).toEqual([{ text: 'A?' }, { text: 'B?', choices: ['x', 'y'] }]);
  });

  it('says so when the answer is empty', async () => {
    const tool = createAskUserTool(recordingAsk(async () => ({ answer: '   ' })));
    expect(await tool.execute({ question: 'Anything?' }, context())).toMatchObject({ ok: true, content: 'The user gave an empty answer.' });
  });

  it('returns the channel error (e.g. timeout or dismissal) as a failed result', async () => {
    const tool = createAskUserTool(recordingAsk(async () => ({ error: 'The user did not answer within 5 minutes.' })));
    const result = await tool.execute({ question: 'Still there?' }, context());
    expect(result).toMatchObject({ ok: false, content: 'The user did not answer within 5 minutes.', errorType: 'no_answer' });
  });

  it('turns a throwing channel into a failed result', async () => {
    const tool = createAskUserTool(recordingAsk(async () => Promise.reject(new Error('window closed'))));
    const result = await tool.execute({ question: 'Hello?' }, context());
    expect(result).toMatchObject({ ok: false, content: 'The question could not be asked: window closed' });
  });

  it('fails in background runs without calling ask', async () => {
    const { ask, calls } = recordingAsk(async () => ({ answer: 'should not happen' }));
    const result = await createAskUserTool({ ask }).execute({ question: 'Hi?' }, context({ background: true }));
    expect(result).toMatchObject({ ok: false, content: NO_USER_MESSAGE, errorType: 'no_user' });
    expect(NO_USER_MESSAGE).toBe('No user is present to answer questions in a background run.');
    expect(calls).toHaveLength(0);
  });

  it('does not ask when the run is already aborted', async () => {
    const { ask, calls } = recordingAsk(async () => ({ answer: 'x' }));
    const controller = new AbortController();
    controller.abort();
    const result = await createAskUserTool({ ask }).execute({ question: 'Hi?' }, context({ signal: controller.signal }));
    expect(result).toMatchObject({ ok: false, errorType: 'aborted' });
    expect(calls).toHaveLength(0);
  });

  it('validates the question and choices', async () => {
    const { ask, calls } = recordingAsk(async () => ({ answer: 'x' }));
    const tool = createAskUserTool({ ask });
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
      const result = await tool.execute(args, context());
      expect(result, JSON.stringify(args).slice(0, 60)).toMatchObject({ ok: false, errorType: 'invalid_args' });
    }
    expect(calls).toHaveLength(0);
    const edge = await tool.execute({ question: 'q'.repeat(2000), choices: Array.from({ length: 10 }, (_, i) => `${i}`.repeat(200)) }, context());
    expect(edge.ok).toBe(true);
    expect(tool.parameters.safeParse({ question: 'q'.repeat(2001) }).success).toBe(false);
  });

  it('is a read-risk tool named ask_user', () => {
    expect(createAskUserTool(recordingAsk(async () => ({ answer: '' })))).toMatchObject({ name: 'ask_user', risk: 'read' });
  });
});
