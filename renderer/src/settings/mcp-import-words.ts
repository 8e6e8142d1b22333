// An MCP import's notes and errors in the UI's language, from the codes the core sent (electron/shared/mcp-import-words.ts);
// a preview from before the codes shows the core's English as written.
import type { McpImportWord } from '../../../electron/shared/mcp-import-words';
import { i18n } from '../i18n/i18n';

export function mcpImportWordText(word: McpImportWord | undefined, english: string): string {
  if (!word || !i18n.exists(`mcpImportWords.${word.code}`)) return english;
  const say = i18n.t as (key: string, values: Record<string, string>) => string;
  return say(`mcpImportWords.${word.code}`, word.params);
}
