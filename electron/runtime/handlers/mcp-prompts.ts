// Invoke handlers for MCP prompts, offered as slash commands in the composer: the running servers' prompts, and one
// prompt's text with its arguments filled in. Answers data or throws `failure(kind, message)` (shared/contract.ts).
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';

export function createMcpPromptHandlers({
  runtime,
}: {
  runtime: Pick<HearthRuntime, 'mcp'>;
}): Pick<InvokeHandlers, 'mcp:prompts' | 'mcp:prompt'> {
  return {
    'mcp:prompts': () => runtime.mcp.prompts(),
    'mcp:prompt': async ({ server, name, arguments: args }) => {
      let text: string | undefined;
      try {
        text = await runtime.mcp.promptText(server, name, args);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw failure('unavailable', `MCP server "${server}" could not give the prompt "${name}": ${reason}`);
      }
      if (text === undefined) throw failure('not_found', `There is no MCP server named "${server}".`);
      return { text };
    },
  };
}
