// Why an MCP server entry cannot be imported, or what importing changed in it, as a code and its values
// (electron/shared/mcp-server-input.ts, electron/runtime/mcp-import.ts): Settings → Extensions words it in the UI's
// language (renderer/src/settings/mcp-import-words.ts); the English sentence stays for the CLI and settings writes.
import { z } from 'zod';

const englishByCode = {
  renamed: (p) => `"${p.original}" is named "${p.name}" in Hearth.`,
  leftOut: (p) => `"${p.field}" is not used by Hearth and was left out.`,
  notObject: (p) => `"${p.field}" must be an object: {"command": …} for a local program or {"url": …}.`,
  envFile: (p) =>
    `"${p.field}.envFile" is not supported: put the variables in "env" (their values go to the keychain).`,
  disabledNotBoolean: (p) => `"${p.field}.disabled" must be true or false.`,
  badType: (p) => `"${p.field}.type" must be one of stdio, http, streamable-http, sse (got ${p.got}).`,
  typeTransportDisagree: (p) => `"${p.field}.type" (${p.type}) and "${p.field}.transport" (${p.transport}) disagree.`,
  commandAndUrl: (p) =>
    `"${p.field}" has both "command" and "url": give "command" for a local program or "url" for a remote server.`,
  commandOrUrl: (p) => `"${p.field}" needs "command" (a local program) or "url" (a remote server).`,
  typeNeedsUrl: (p) => `"${p.field}.type" is ${p.type}, which needs "url", but the entry has "command".`,
  stdioNeedsCommand: (p) => `"${p.field}.type" is stdio, which needs "command", but the entry has "url".`,
  unknownInput: (p) => `"${p.field}" uses ${p.written}, but the file's "inputs" has no input with id "${p.id}".`,
  passwordOutsideSecrets: (p) =>
    `"${p.field}" uses the password input "${p.id}"; Hearth keeps secrets only in "env" or "headers" (they go to the keychain), so move it there.`,
  envNotSet: (p) => `"${p.field}" uses ${p.written}, which is not set in this environment.`,
  unknownVariable: (p) => `"${p.field}" uses ${p.written}, which Hearth cannot fill in; write the value itself.`,
  badTransport: (p) => `"${p.field}.transport" must be stdio, http or sse (got ${p.got}).`,
  unknownField: (p) => `"${p.field}" is not a field Hearth knows.`,
  notServer: (p) => `"${p.field}" is not a valid MCP server.`,
  invalidValue: (p) => `"${p.field}": ${p.detail}.`,
  notImportable: () => 'not importable',
  keptExisting: (p) => `a server named "${p.name}" exists and was kept`,
  fileNotJson: (p) => `${p.file} is not JSON: ${p.detail}`,
  fileNotObject: (p) => `${p.file} is not a JSON object.`,
  fileNoServers: (p) =>
    `${p.file} has no "mcpServers" object (Claude Desktop, Cursor) and no "servers" object (VS Code).`,
  fileUnreadable: (p) => `${p.file} could not be read (${p.errno}).`,
  needsInput: (p) =>
    `input "${p.id}" (${p.description}) needs a value: import it in a terminal without --yes, or from Settings`,
} satisfies Record<string, (params: Record<string, string>) => string>;

export type McpImportWordCode = keyof typeof englishByCode;
export const mcpImportWordCodes = Object.keys(englishByCode) as [McpImportWordCode, ...McpImportWordCode[]];

export const mcpImportWordSchema = z.object({
  code: z.enum(mcpImportWordCodes),
  /** The field it names (`mcpServers.github.url`), the values it quotes (`written`: a `${…}` as the file has it); the
   * `detail` of invalidValue and fileNotJson is English, shown only by the CLI. A value that is not a string is named
   * by its kind (`gotKind`, `transportKind`: valueKinds) for the UI to word. */
  params: z.record(z.string(), z.string()),
});
export type McpImportWord = z.infer<typeof mcpImportWordSchema>;

export function mcpImportWord(code: McpImportWordCode, params: Record<string, string>): McpImportWord {
  return { code, params };
}

/** The English sentence of a word, as the CLI and a refused settings write say it. */
export function mcpImportEnglish(word: McpImportWord): string {
  return englishByCode[word.code](word.params);
}

/** What a value that is not a string is, as the UI words it (the catalog's mcpImportWords.value…). */
export const valueKinds = ['Nothing', 'Number', 'Boolean', 'Object', 'Other'] as const;
export type ValueKind = (typeof valueKinds)[number];
