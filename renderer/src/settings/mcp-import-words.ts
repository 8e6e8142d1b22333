// An MCP import's notes and errors in the UI's language, from the codes the core sent (electron/shared/mcp-import-words.ts);
// a preview from before the codes shows the core's English as written. Values that are not strings go by their kind.
import type { McpImportWord } from '../../../electron/shared/mcp-import-words';
import { i18n } from '../i18n/i18n';

export function mcpImportWordText(word: McpImportWord | undefined, english: string): string {
  if (!word || !i18n.exists(`mcpImportWords.${word.code}`)) return english;
  const say = i18n.t as (key: string, values: Record<string, string>) => string;
  const values = { ...word.params };
  // A value that is not a string is named by its kind, in the UI's words.
  for (const name of ['got', 'transport']) {
    const kind = word.params[`${name}Kind`];
    if (kind && i18n.exists(`mcpImportWords.value${kind}`)) values[name] = say(`mcpImportWords.value${kind}`, {});
  }
  return say(`mcpImportWords.${word.code}`, values);
}
