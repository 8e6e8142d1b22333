// The `ask_user` tool: the model asks the person a question (optionally with choices) and waits for the answer.
// It uses the run's `ctx.ask` capability (the same Prompter channel as approvals); background runs have nobody to ask.
import { z } from 'zod';
import { defineTool, fail, ok } from './tool';
import type { AnyTool, UserAnswer, UserQuestion } from './tool';

export type { UserAnswer, UserQuestion } from './tool';

export const MAX_QUESTION_CHARS = 2000;
export const MAX_CHOICES = 10;
export const MAX_CHOICE_CHARS = 200;

const parameters = z.lazy(() =>
  z.object({
    question: z
      .string()
      .trim()
      .min(1)
      .max(MAX_QUESTION_CHARS)
      .describe('The question to show the user, in plain words.'),
    choices: z
      .array(z.string().trim().min(1).max(MAX_CHOICE_CHARS))
      .max(MAX_CHOICES)
      .optional()
      .describe('Optional short answers the user can pick from (they may still type their own).'),
  }),
);

export const NO_USER_MESSAGE = 'Nobody could be asked: no user is present to answer questions in a background run.';

export function createAskUserTool(): AnyTool {
  return defineTool({
    name: 'ask_user',
    label: 'Ask the user',
    description:
      'Ask the user a question and wait for the answer. Use it only when you cannot proceed without their input ' +
      '(a missing detail, a choice between options); do not use it to ask permission for tool calls.',
    parameters,
    risk: 'read',
    async execute(rawArgs, ctx) {
      if (ctx.background) return fail(NO_USER_MESSAGE, 'no_one_to_ask');
      const ask = ctx.ask;
      if (!ask)
        return fail('Nobody could be asked: no user is present to answer questions in this run.', 'no_one_to_ask');
      const parsed = parameters.safeParse(rawArgs);
      if (!parsed.success) return fail(`Invalid arguments: ${z.prettifyError(parsed.error)}`, 'invalid_args');
      const question: UserQuestion = { text: parsed.data.question };
      const choices = parsed.data.choices ? [...new Set(parsed.data.choices)] : undefined;
      if (choices && choices.length > 0) question.choices = choices;
      if (ctx.signal.aborted) return fail('The question was cancelled.', 'aborted');
      let reply: UserAnswer;
      try {
        reply = await ask(question);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return fail(`The question could not be asked: ${reason}`, 'error', { details: { question } });
      }
      // Which thing happened (denied, cancelled, no_one_to_ask, timed_out, app_closed) is the errorType the model and --json see.
      if ('error' in reply) return fail(reply.error, reply.outcome ?? 'no_answer', { details: { question } });
      const answer = String(reply.answer ?? '').trim();
      const content = answer === '' ? 'The user gave an empty answer.' : `The user answered: ${answer}`;
      return ok(content, { details: { question, answer } });
    },
  });
}
