// The `find_tools` tool, offered when more tools are enabled than one request carries: the model searches every
// enabled tool by keyword, and the matches join the conversation's selection so the next model call includes them.
import { z } from 'zod';
import { toolParametersSchema } from './json-schema';
import { defineTool, fail, ok, type AnyTool, type ToolContext } from './tool';
import { FIND_TOOLS_NAME, searchTools } from './tool-selection';

export interface FindToolsDeps {
  /** Every enabled tool of the run (find_tools itself is skipped). */
  tools: () => readonly AnyTool[];
  /** Names already in the request, so the answer can say which ones are new. */
  active: () => ReadonlySet<string>;
  /** Adds found tools to the conversation's selection. */
  activate: (names: readonly string[], ctx: ToolContext) => void;
  /** XML tool mode: the system prompt cannot change mid-run, so each match comes with its parameter schema. */
  includeParameters?: boolean;
}

export const FIND_TOOLS_DEFAULT_LIMIT = 5;
const MAX_LIMIT = 10;
const MAX_DESCRIPTION_CHARS = 160;
const MAX_LISTED_NAMES = 100;

const parameters = z.lazy(() =>
  z.object({
    query: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .describe('Keywords for what the tool should do, e.g. "tide times" or "github issue".'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_LIMIT)
      .optional()
      .describe(`How many tools to return (default ${FIND_TOOLS_DEFAULT_LIMIT}).`),
  }),
);

/** The first sentence of a description, clipped to one short line. */
export function oneLineDescription(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?])(?:\s|$)/.exec(flat)?.[1] ?? flat;
  return sentence.length > MAX_DESCRIPTION_CHARS ? `${sentence.slice(0, MAX_DESCRIPTION_CHARS - 1)}…` : sentence;
}

export function createFindToolsTool(deps: FindToolsDeps): AnyTool {
  return defineTool({
    name: FIND_TOOLS_NAME,
    label: 'Find tools',
    description:
      'Search all enabled tools by keyword. Only some tools are sent with each request; when none of them fits the ' +
      'task, call this with a few keywords and the matching tools become available on your next step.',
    parameters,
    risk: 'read',
    async execute(rawArgs, ctx) {
      const parsed = parameters.safeParse(rawArgs);
      if (!parsed.success) return fail(`Invalid arguments: ${z.prettifyError(parsed.error)}`, 'invalid_args');
      const { query, limit = FIND_TOOLS_DEFAULT_LIMIT } = parsed.data;
      const searchable = deps.tools().filter((tool) => tool.name !== FIND_TOOLS_NAME);
      const byName = new Map(searchable.map((tool) => [tool.name, tool]));
      const found = searchTools(searchable, query, limit).map((score) => byName.get(score.name)!);
      if (found.length === 0) {
        const active = deps.active();
        const others = searchable.map((tool) => tool.name).filter((name) => !active.has(name));
        const listed = others.slice(0, MAX_LISTED_NAMES).join(', ');
        const more = others.length > MAX_LISTED_NAMES ? ` and ${others.length - MAX_LISTED_NAMES} more` : '';
        return ok(
          `No enabled tool matches "${query}". Try other keywords. Tools not yet available: ${listed || 'none'}${more}.`,
          {
            details: { query, found: [] },
          },
        );
      }
      const wasActive = deps.active();
      deps.activate(
        found.map((tool) => tool.name),
        ctx,
      );
      const lines = found.map((tool) => {
        const line = `- ${tool.name}: ${oneLineDescription(tool.description)}${wasActive.has(tool.name) ? ' (already available)' : ''}`;
        return deps.includeParameters
          ? `${line}\n  Parameters (JSON Schema): ${JSON.stringify(toolParametersSchema(tool, 'conservative'))}`
          : line;
      });
      return ok(
        `Found ${found.length} tool${found.length === 1 ? '' : 's'} for "${query}"; you can call them now:\n${lines.join('\n')}`,
        {
          details: {
            query,
            found: found.map((tool) => ({ name: tool.name, description: oneLineDescription(tool.description) })),
          },
        },
      );
    },
  });
}
