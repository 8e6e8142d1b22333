// `mcp import PATH` (Claude Desktop, Cursor or VS Code config → Hearth's MCP servers: preview, confirmation or --yes,
// same-name servers kept unless --replace or confirmed one by one, VS Code inputs asked at the terminal) and
// `mcp list` (the configured servers and their state). Values of env and headers go to the keychain via setSetting.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { HearthRuntime } from '../../runtime/create-runtime';
import { applyMcpImport, planMcpImport, type McpImportCandidate, type McpImportPlan } from '../../runtime/mcp-import';
import { configuredMcpServers } from '../../shared/mcp-settings-schema';
import { mcpServerTarget } from '../../shared/mcp-server-summary';
import { exitCodes, type CliIo } from '../cli-io';
import { confirm, type CliTerminal } from '../cli-terminal';

export interface McpCommandDeps {
  runtime: Pick<HearthRuntime, 'settings' | 'setSetting' | 'mcp' | 'toolsReady'>;
  io: CliIo;
  json: boolean;
  yes: boolean;
  replace: boolean;
  /** Null when nobody can answer (stdin not a TTY). */
  terminal: CliTerminal | null;
  env: Readonly<Record<string, string | undefined>>;
  homeDir: string;
}

export async function runMcpCommand(args: string[], deps: McpCommandDeps): Promise<number> {
  const [verb, file] = args;
  if (verb === 'list') return listServers(deps);
  if (verb === 'import' && file) return importServers(file, deps);
  deps.io.err("hearth: use 'mcp import PATH' or 'mcp list'\n");
  return exitCodes.usage;
}

async function listServers({ runtime, io, json }: McpCommandDeps): Promise<number> {
  await runtime.toolsReady();
  const configs = new Map(configuredMcpServers(runtime.settings().mcp));
  const servers = runtime.mcp.servers().map((status) => {
    const config = configs.get(status.name);
    return {
      name: status.name,
      transport: status.transport,
      enabled: status.enabled,
      startup: status.startup,
      state: status.state,
      ...(status.reason ? { reason: status.reason } : {}),
      target: config ? mcpServerTarget(config) : '',
      tools: status.tools.map((tool) => tool.name),
    };
  });
  if (json) {
    io.jsonLine({ type: 'mcp_servers', servers });
    return exitCodes.ok;
  }
  if (servers.length === 0)
    io.out('No MCP servers. Add one with `mcp import PATH` or `config set mcp.servers.NAME`.\n');
  for (const server of servers) {
    const state = server.enabled ? server.state : 'off';
    const tools = server.tools.length > 0 ? ` (${server.tools.length} tools)` : '';
    io.out(`${server.name}  ${server.transport}  ${state}${tools}  ${server.target}\n`);
    if (server.reason) io.out(`  ${server.reason}\n`);
  }
  return exitCodes.ok;
}

function describeCandidate(candidate: McpImportCandidate): string {
  const mark = { new: '+', exists: '=', invalid: '!' }[candidate.status];
  const lines = [`  ${mark} ${candidate.name}  ${candidate.transport ?? ''}  ${candidate.target}`.trimEnd()];
  if (candidate.status === 'exists') lines.push('      a server of this name exists (kept unless replaced)');
  if (candidate.error) lines.push(`      cannot be imported: ${candidate.error}`);
  if (candidate.secretNames.length > 0)
    lines.push(`      to the keychain: ${candidate.secretNames.join(', ')} (values not shown)`);
  if (candidate.inputs.length > 0)
    lines.push(`      asks for: ${candidate.inputs.map((input) => `${input.id} (${input.description})`).join(', ')}`);
  for (const note of candidate.notes) lines.push(`      ${note}`);
  return lines.join('\n');
}

function previewOf(file: string, plan: McpImportPlan): string {
  const count = (status: McpImportCandidate['status']) => plan.candidates.filter((c) => c.status === status).length;
  return [
    `${file} (${plan.source}): ${plan.candidates.length} server(s) — ${count('new')} new, ${count('exists')} already configured, ${count('invalid')} cannot be imported`,
    ...plan.candidates.map(describeCandidate),
    '',
  ].join('\n');
}

async function importServers(file: string, deps: McpCommandDeps): Promise<number> {
  const { runtime, io, json, terminal } = deps;
  const path = resolve(file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    io.err(`hearth: ${path} could not be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`);
    return exitCodes.usage;
  }
  const existing = new Set(Object.keys(runtime.settings().mcp.servers));
  const planned = planMcpImport(text, { file: path, existing, env: deps.env, homeDir: deps.homeDir });
  if (!planned.ok) {
    io.err(`hearth: ${planned.error}\n`);
    return exitCodes.usage;
  }
  const { plan } = planned;
  const preview = previewOf(path, plan);
  if (json)
    io.jsonLine({
      type: 'mcp_import_plan',
      source: plan.source,
      candidates: plan.candidates.map(({ entry: _entry, ...view }) => view),
    });
  else io.out(preview);
  const importable = plan.candidates.filter((candidate) => candidate.status !== 'invalid');
  if (importable.length === 0) {
    if (json) io.jsonLine({ type: 'mcp_import', outcomes: [] });
    else io.out('Nothing to import.\n');
    return plan.candidates.length > 0 ? exitCodes.failed : exitCodes.ok;
  }
  if (!deps.yes) {
    if (!terminal) {
      io.err('hearth: nothing was imported: confirm in a terminal, or pass --yes\n');
      return exitCodes.usage;
    }
    if (json) io.err(preview);
    if (!(await confirm(terminal, `Import ${importable.length} server(s)?`))) {
      io.err('Nothing was imported.\n');
      return exitCodes.ok;
    }
  }
  const replace = new Set<string>();
  for (const candidate of importable.filter((c) => c.status === 'exists')) {
    if (deps.replace) replace.add(candidate.name);
    else if (!deps.yes && terminal) {
      if (await confirm(terminal, `Replace the existing server "${candidate.name}" with the imported one?`))
        replace.add(candidate.name);
    }
  }
  const outcomes = await applyMcpImport(plan, {
    replace,
    resolveInput: async (input) => {
      if (deps.yes || !terminal) return null;
      const answer = await terminal.ask(`Value for "${input.id}" (${input.description}): `, {
        secret: input.password,
      });
      return answer === '' ? null : answer;
    },
    setSetting: runtime.setSetting,
    env: deps.env,
    homeDir: deps.homeDir,
  });
  if (json) io.jsonLine({ type: 'mcp_import', outcomes });
  else
    for (const outcome of outcomes)
      io.out(`${outcome.result} ${outcome.name}${outcome.reason ? `: ${outcome.reason}` : ''}\n`);
  const failed =
    outcomes.some((outcome) => outcome.result === 'failed' || outcome.needsInput) ||
    plan.candidates.some((candidate) => candidate.error);
  return failed ? exitCodes.failed : exitCodes.ok;
}
