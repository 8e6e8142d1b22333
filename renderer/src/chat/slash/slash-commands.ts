// The slash palette's entries: the built-in commands, the saved prompts (`prompts.saved`) and the prompts offered by
// MCP servers, and how typed text after `/` narrows them. Pure: the palette and its tests share it.
import type { SavedPrompt } from '../../../../electron/shared/saved-prompts';

export type BuiltInAction = 'new' | 'model' | 'summarize' | 'export';

export interface McpPromptEntry {
  server: string;
  name: string;
  title?: string;
  description?: string;
  arguments: { name: string; description?: string; required: boolean }[];
}

export type SlashCommand =
  | { kind: 'builtin'; name: BuiltInAction; description: string }
  | { kind: 'saved'; name: string; description: string; prompt: SavedPrompt }
  | { kind: 'mcp'; name: string; description: string; prompt: McpPromptEntry };

export const builtInCommands: readonly Extract<SlashCommand, { kind: 'builtin' }>[] = [
  { kind: 'builtin', name: 'new', description: 'Start a new chat' },
  { kind: 'builtin', name: 'model', description: 'Choose the model for this chat' },
  { kind: 'builtin', name: 'summarize', description: 'Summarize the earlier messages now' },
  { kind: 'builtin', name: 'export', description: 'Export this conversation' },
];

const firstLine = (text: string, max = 80) => {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The words the palette shows for the built-ins and an MCP prompt without a title: the UI's language, or English. */
export interface SlashWords {
  builtIn: (name: BuiltInAction) => string;
  mcpPrompt: (server: string) => string;
}

const englishWords: SlashWords = {
  builtIn: (name) => builtInCommands.find((command) => command.name === name)?.description ?? name,
  mcpPrompt: (server) => `A prompt from MCP server "${server}"`,
};

export function slashCommands(
  saved: readonly SavedPrompt[],
  mcp: readonly McpPromptEntry[],
  words: SlashWords = englishWords,
): SlashCommand[] {
  return [
    ...builtInCommands.map((command): SlashCommand => ({ ...command, description: words.builtIn(command.name) })),
    ...saved.map((prompt): SlashCommand => ({
      kind: 'saved',
      name: prompt.name,
      description: firstLine(prompt.text),
      prompt,
    })),
    ...mcp.map((prompt): SlashCommand => ({
      kind: 'mcp',
      name: `${prompt.server}:${prompt.name}`,
      description: prompt.title ?? prompt.description ?? words.mcpPrompt(prompt.server),
      prompt,
    })),
  ];
}

/**
 * The query a composer's text makes for the palette: what follows a leading `/` up to the first space, or undefined
 * when the text is not a slash command (it does not start with `/`, or goes on past a space or a new line).
 */
export function slashQuery(text: string): string | undefined {
  const match = /^\/([^\s]*)$/.exec(text);
  return match ? (match[1] ?? '') : undefined;
}

/** The commands whose name starts with the query first, then those that contain it (name or description). */
export function matchSlashCommands(commands: readonly SlashCommand[], query: string): SlashCommand[] {
  const wanted = query.toLowerCase();
  const starts = commands.filter((command) => command.name.toLowerCase().startsWith(wanted));
  const contains = commands.filter(
    (command) =>
      !starts.includes(command) &&
      (command.name.toLowerCase().includes(wanted) || command.description.toLowerCase().includes(wanted)),
  );
  return [...starts, ...contains];
}
