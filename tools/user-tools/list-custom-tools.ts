// `list_custom_tools`: lets the model see the user tools folder: the tools offered (name, file, version, risk,
// capabilities, whether the user trusted that version), the files that failed to load and why, and how one is written.
// Descriptions and load errors are written by the tools' authors: the list is untrusted content (issue 35).
import { z } from 'zod';
import { withSource } from '../result-source';
import { defineTool, ok, type AnyTool, type ToolResult } from '../tool';

export interface UserToolsStatus {
  folder: string;
  /** `bubblewrap`: untrusted files are read in a probe sandbox, trusted ones run in runner sandboxes. `none`: no sandbox. */
  sandbox: 'bubblewrap' | 'none';
  tools: {
    name: string;
    file: string;
    version: string;
    risk: string;
    capabilities: string[];
    trusted: boolean;
    markedRead: boolean;
    description: string;
  }[];
  /** Without a sandbox: files not read until their version is trusted. */
  unread: { file: string; version: string }[];
  errors: { file: string; version: string; error: string }[];
  host: { running: boolean; restarts: number; lastExit?: string };
  /** Why no custom tool can load at all (the folder is unreadable, the host script is missing). */
  problem?: string;
}

const HOW_TO = [
  'A custom tool is one .mjs file in that folder exporting: name (snake_case), description, parameters (a JSON Schema',
  'of type "object"), optional risk ("read" | "write" | "exec" | "network"; default "exec"), optional capabilities',
  '(["network", "workspace:write"]; without them it runs sandboxed with the workspace read-only, its own state folder',
  '(context.stateDir) and no network),',
  'run(args, context) returning a string or { ok, content, details, images: [{ mimeType, data (base64) }] }, and optionally create(context) returning state',
  '(passed to run as context.state) and close(state). Every call asks until the user trusts that exact version of the',
  'file; a changed file is a new, untrusted version. Files are reloaded when they change; a broken file keeps the',
  'previous version offered.',
].join(' ');

export function formatUserToolsStatus(status: UserToolsStatus): string {
  const lines = [`Custom tools folder: ${status.folder}`];
  if (status.problem) lines.push(`Problem: ${status.problem}`);
  if (status.tools.length === 0) lines.push('No custom tools are loaded.');
  if (status.sandbox === 'none')
    lines.push('No OS sandbox is available for custom tools here: untrusted files are not read, and every call asks.');
  for (const tool of status.tools) {
    const capabilities = tool.capabilities.length > 0 ? tool.capabilities.join(', ') : 'none';
    const trust = tool.trusted ? 'trusted' : 'untrusted (every call asks)';
    lines.push(
      `- ${tool.name} (${tool.file}, version ${tool.version}, risk ${tool.risk}, capabilities ${capabilities}, ${trust}): ${tool.description}`,
    );
  }
  for (const file of status.unread)
    lines.push(`- ${file.file} (version ${file.version}): not read until the user trusts this version.`);
  if (status.errors.length > 0)
    lines.push('Files that failed to load (a previous version of the same file keeps serving, if there was one):');
  for (const error of status.errors)
    lines.push(`- ${error.file}${error.version ? ` (version ${error.version})` : ''}: ${error.error}`);
  lines.push(HOW_TO);
  return lines.join('\n');
}

/** The list marked as read from the tools folder, unless every listed file is a trusted source (`trust.customTools`). */
export function markAuthorsText(result: ToolResult, status: UserToolsStatus, trusted: readonly string[]): ToolResult {
  const files = [...status.tools.map((tool) => tool.file), ...status.errors.map((error) => error.file)];
  if (files.every((file) => trusted.includes(file))) return result;
  return withSource(result, { kind: 'custom_tool', label: 'descriptions in tools/' });
}

export function createListCustomToolsTool(deps: {
  status: () => Promise<UserToolsStatus>;
  trustedSources?: () => readonly string[];
}): AnyTool {
  return defineTool({
    name: 'list_custom_tools',
    label: 'List custom tools',
    description:
      'Lists the custom tools from the user tools folder: names, files, versions, risk, and files that failed to load with the reason.',
    parameters: z.lazy(() => z.object({})),
    risk: 'read',
    execute: async () => {
      const status = await deps.status();
      const result = ok(formatUserToolsStatus(status), { details: status });
      return markAuthorsText(result, status, deps.trustedSources?.() ?? []);
    },
  });
}
