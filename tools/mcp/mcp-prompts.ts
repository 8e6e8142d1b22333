// MCP prompts (prompts/list, prompts/get) as Hearth uses them: a server's prompts with their arguments, and a prompt's
// messages flattened into one text for the composer (text parts and embedded text resources; other parts named).
import type { GetPromptResult, ListPromptsResult } from '@modelcontextprotocol/sdk/types.js';

export interface McpPromptInfo {
  name: string;
  title?: string;
  description?: string;
  arguments: { name: string; description?: string; required: boolean }[];
}

export function toPromptInfo(prompt: ListPromptsResult['prompts'][number]): McpPromptInfo {
  return {
    name: prompt.name,
    ...(prompt.title ? { title: prompt.title } : {}),
    ...(prompt.description ? { description: prompt.description } : {}),
    arguments: (prompt.arguments ?? []).map((argument) => ({
      name: argument.name,
      ...(argument.description ? { description: argument.description } : {}),
      required: argument.required === true,
    })),
  };
}

/** The prompt's messages as one text, messages separated by a blank line. */
export function promptResultText(result: GetPromptResult): string {
  return result.messages
    .map((message) => {
      const content = message.content;
      if (content.type === 'text') return content.text;
      if (content.type === 'resource')
        return 'text' in content.resource ? content.resource.text : `[resource ${content.resource.uri}]`;
      if (content.type === 'resource_link') return `[resource ${content.uri}]`;
      return `[${content.type} omitted]`;
    })
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}
