// The chat REPL's `/reload-tools`: rescans the custom tools folder now (and re-reads MCP servers from settings) and
// prints what is offered and what failed to load, so an edited tool file can be tried without leaving the chat.
import type { HearthRuntime } from '../../runtime/create-runtime';

export async function reloadTools(runtime: Pick<HearthRuntime, 'userTools' | 'mcp'>): Promise<string> {
  runtime.mcp.refresh();
  await runtime.userTools.refresh();
  const status = runtime.userTools.status();
  const lines = [`Custom tools reloaded from ${status.folder}.`];
  if (status.problem) lines.push(`Problem: ${status.problem}`);
  const names = status.tools.map((tool) => `${tool.name}${tool.trusted ? '' : ' (untrusted: every call asks)'}`);
  lines.push(names.length > 0 ? `Offered: ${names.join(', ')}` : 'No custom tools are loaded.');
  for (const file of status.unread) lines.push(`Not read until trusted: ${file.file} (version ${file.version})`);
  for (const error of status.errors) lines.push(`Failed to load ${error.file}: ${error.error}`);
  return `${lines.join('\n')}\n`;
}
