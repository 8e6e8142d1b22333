// `list_custom_tools`: lets the model see the user tools folder: the tools that serve (name, file, version, risk),
// the files that failed to load and why, and how a tool file is written.
import { z } from 'zod';
import { defineTool, ok, type AnyTool } from '../tool';

export interface UserToolsStatus {
  folder: string;
  tools: { name: string; file: string; version: string; risk: string; description: string }[];
  errors: { file: string; version: string; error: string }[];
  host: { running: boolean; restarts: number; lastExit?: string };
  /** Why no custom tool can load at all (the folder is unreadable, the host script is missing). */
  problem?: string;
}

const HOW_TO = [
  'A custom tool is one .mjs file in that folder exporting: name (snake_case), description, parameters (a JSON Schema',
  'of type "object"), optional risk ("read" | "write" | "exec" | "network"; default "exec", which asks before running),',
  'run(args, context) returning a string or { ok, content, details, images: [{ mimeType, data (base64) }] }, and optionally create(context) returning state',
  '(passed to run as context.state) and close(state). Files are reloaded when they change; a broken file keeps the',
  'previous version serving.',
].join(' ');

export function formatUserToolsStatus(status: UserToolsStatus): string {
  const lines = [`Custom tools folder: ${status.folder}`];
  if (status.problem) lines.push(`Problem: ${status.problem}`);
  if (status.tools.length === 0) lines.push('No custom tools are loaded.');
  for (const tool of status.tools) lines.push(`- ${tool.name} (${tool.file}, version ${tool.version}, risk ${tool.risk}): ${tool.description}`);
  if (status.errors.length > 0) lines.push('Files that failed to load (a previous version of the same file keeps serving, if there was one):');
  for (const error of status.errors) lines.push(`- ${error.file}${error.version ? ` (version ${error.version})` : ''}: ${error.error}`);
  lines.push(HOW_TO);
  return lines.join('\n');
}

export function createListCustomToolsTool(deps: { status: () => Promise<UserToolsStatus> }): AnyTool {
  return defineTool({
    name: 'list_custom_tools',
    label: 'List custom tools',
    description: 'Lists the custom tools from the user tools folder: names, files, versions, risk, and files that failed to load with the reason.',
    parameters: z.object({}),
    risk: 'read',
    execute: async () => {
      const status = await deps.status();
      return ok(formatUserToolsStatus(status), { details: status });
    },
  });
}
