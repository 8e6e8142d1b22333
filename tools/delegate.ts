// The `delegate` tool (issue 39): the model hands a sub-task to a sub-agent with its own context and a narrower set of
// tools. The run's loop does the work (ToolContext.delegate, electron/agent/loop/sub-agent.ts); this checks the arguments.
import { z } from 'zod';
import { defineTool, fail } from './tool';
import type { AnyTool } from './tool';

export const MAX_TASK_CHARS = 8_000;

const parameters = z.lazy(() =>
  z.object({
    task: z
      .string()
      .trim()
      .min(1)
      .max(MAX_TASK_CHARS)
      .describe('The sub-task, with everything the sub-agent needs to know: it does not see this conversation.'),
    tools: z
      .array(z.string().trim().min(1).max(128))
      .max(64)
      .describe('Names of the tools the sub-agent may use: only tools you have yourself, never cron_* tools.'),
    maxTurns: z
      .number()
      .int()
      .min(1)
      .max(50)
      .optional()
      .describe('At most this many model turns (default: a setting).'),
  }),
);

export function createDelegateTool(): AnyTool {
  return defineTool({
    name: 'delegate',
    label: 'Sub-agent',
    description:
      'Hand a self-contained sub-task to a sub-agent that works with its own context and only the tools you name, ' +
      'and get its final answer back. Several delegate calls in one reply run in parallel. Its tool calls are approved ' +
      'like yours.',
    parameters,
    // Its own calls go through the approval gate one by one; handing over the task acts on nothing.
    risk: 'read',
    async execute(rawArgs, ctx) {
      const parsed = parameters.safeParse(rawArgs);
      if (!parsed.success) return fail(`Invalid arguments: ${z.prettifyError(parsed.error)}`, 'invalid_args');
      if (!ctx.delegate) return fail('Delegation is not available in this run.', 'not_available');
      const { task, tools, maxTurns } = parsed.data;
      return ctx.delegate({ task, tools: [...new Set(tools)], ...(maxTurns !== undefined ? { maxTurns } : {}) });
    },
  });
}
