// The small "add a server" form turned into a standard MCP entry ({command,args,env} or {type,url,headers}) for the
// same path as pasted JSON. Pure; a problem is a sentence naming the form field, in the UI's language.
import { i18n } from '../i18n/i18n';

export interface McpFormFields {
  kind: 'stdio' | 'http' | 'sse';
  command: string;
  /** One argument per line. */
  args: string;
  /** NAME=value per line; values go to the keychain. */
  env: string;
  url: string;
  /** Name: value per line; values go to the keychain. */
  headers: string;
}

export const emptyMcpForm: McpFormFields = { kind: 'stdio', command: '', args: '', env: '', url: '', headers: '' };

export type FormEntryResult = { ok: true; entry: Record<string, unknown> } | { ok: false; error: string };

function pairs(text: string, separator: '=' | ':'): Record<string, string> | string {
  const out: Record<string, string> = {};
  const lines = text.split('\n').map((line) => line.trim());
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    const at = line.indexOf(separator);
    if (at <= 0) return i18n.t(separator === '=' ? 'mcpAdd.envLine' : 'mcpAdd.headersLine', { line: index + 1 });
    out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

export function formToEntry(fields: McpFormFields): FormEntryResult {
  if (fields.kind === 'stdio') {
    if (fields.command.trim() === '') return { ok: false, error: i18n.t('mcpAdd.commandMissing') };
    const env = pairs(fields.env, '=');
    if (typeof env === 'string') return { ok: false, error: env };
    const args = fields.args
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    return { ok: true, entry: { command: fields.command.trim(), args, env } };
  }
  if (fields.url.trim() === '') return { ok: false, error: i18n.t('mcpAdd.urlMissing') };
  const headers = pairs(fields.headers, ':');
  if (typeof headers === 'string') return { ok: false, error: headers };
  return { ok: true, entry: { type: fields.kind, url: fields.url.trim(), headers } };
}
