// The client the official MCP conformance suite drives: `npm run -s mcp-conformance-client -- <server-url>`, the
// scenario in MCP_CONFORMANCE_SCENARIO. It runs Hearth's real MCP client — settings in a SQLite file (the standard
// `{url}` form, normalized as `config set` does), the tool source with its supervisor, connection and tool adapter,
// elicitation through the run's question path — and calls every tool the server lists, as a run would. The person
// answering questions is a stand-in who accepts a request for input with the form's defaults.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { normalizeMcpServerEntry } from '../../electron/shared/mcp-server-input';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createSettingsStore } from '../../electron/storage/settings';
import { createToolDefinitionStore } from '../../electron/storage/tool-definitions';
import { createMcpToolSource } from '../../tools/mcp/mcp-tool-source';
import type { UserAnswer, UserQuestion } from '../../tools/tool';

const SERVER = 'conformance';

/** Arguments a model would plausibly send: every property filled with a value of its type. */
function argumentsFor(schema: Record<string, unknown> | undefined): Record<string, unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, { type?: string; enum?: unknown[] }>;
  const args: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(properties)) {
    if (Array.isArray(spec.enum) && spec.enum.length > 0) args[name] = spec.enum[0];
    else if (spec.type === 'number' || spec.type === 'integer') args[name] = Object.keys(args).length + 2;
    else if (spec.type === 'boolean') args[name] = true;
    else if (spec.type === 'array') args[name] = [];
    else if (spec.type === 'object') args[name] = {};
    else args[name] = 'hearth';
  }
  return args;
}

/** Stands in for the person: answers a request for input, and keeps each field's default (an empty answer). */
async function standInPerson(question: UserQuestion): Promise<UserAnswer> {
  process.stderr.write(`question: ${question.text}\n`);
  if (question.choices?.includes('Answer')) return { answer: 'Answer' };
  return { answer: '' };
}

async function main(): Promise<number> {
  const url = process.argv[2];
  const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '(none)';
  if (!url) {
    process.stderr.write('usage: mcp-conformance-client <server-url> (scenario in MCP_CONFORMANCE_SCENARIO)\n');
    return 2;
  }
  process.stderr.write(`hearth conformance client: scenario ${scenario}, server ${url}\n`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-conformance-'));
  const { db } = openDatabase(join(dataDir, 'hearth.db'));
  const source = (() => {
    const settings = createSettingsStore(db);
    const entry = normalizeMcpServerEntry({ url }, `mcp.servers.${SERVER}`);
    if (!entry.ok) throw new Error(entry.error);
    const written = settings.set(`mcp.servers.${SERVER}`, entry.value);
    if (!written.ok) throw new Error(written.error);
    return createMcpToolSource({
      definitions: createToolDefinitionStore(db),
      settings: () => settings.get().settings,
      secretStore: createSessionSecretStore(),
      env: process.env,
      isolation: 'none',
      clientVersion: '0.1.0',
      crashLimit: 1,
      log: (message) => process.stderr.write(`${message}\n`),
    });
  })();
  let failures = 0;
  try {
    await source.ready?.();
    const deadline = Date.now() + 20_000;
    let status = source.servers()[0];
    while (status && (status.state === 'starting' || status.state === 'stopped') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = source.servers()[0];
    }
    process.stderr.write(`server state: ${status?.state ?? 'none'}${status?.reason ? ` (${status.reason})` : ''}\n`);
    if (status?.state !== 'running') return 1;
    for (const { tool } of source.entries()) {
      const args = argumentsFor(tool.jsonSchema);
      const result = await tool.execute(args, {
        callId: `conformance-${tool.name}`,
        signal: AbortSignal.timeout(25_000),
        onUpdate: (chunk) => process.stderr.write(chunk),
        workspace: dataDir,
        ask: standInPerson,
      });
      process.stdout.write(`${tool.name}: ${result.ok ? 'ok' : 'failed'}: ${result.content}\n`);
      if (!result.ok) failures += 1;
    }
  } finally {
    await source.close();
    closeDatabase(db);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `hearth conformance client failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
