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
import { waitFor } from '../support/wait-for';

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

/**
 * Stands in for the system browser and the person signing in: loads the authorization page (the suite's server
 * approves at once) and follows its redirect, which lands on Hearth's loopback listener with the code.
 */
async function standInBrowser(url: URL): Promise<void> {
  process.stderr.write(`browser: ${url.origin}${url.pathname}\n`);
  const page = await fetch(url, { redirect: 'manual' });
  const location = page.headers.get('location');
  if (!location) throw new Error(`the authorization page answered ${page.status} without a redirect`);
  await fetch(new URL(location, url));
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
  const secretStore = createSessionSecretStore();
  // Scenario context (pre-registration): a client registered beforehand, configured as a person would in `oauth`.
  const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? '{}') as {
    client_id?: string;
    client_secret?: string;
  };
  if (context.client_secret) await secretStore.set(`mcp.${SERVER}.oauth.client_secret`, context.client_secret);
  const oauth = {
    // The suite's stand-in for the URL where Hearth's client ID metadata document would be published.
    clientMetadataUrl: 'https://conformance-test.local/client-metadata.json',
    ...(context.client_id ? { clientId: context.client_id } : {}),
    ...(context.client_secret ? { clientSecret: { secret: `mcp.${SERVER}.oauth.client_secret` } } : {}),
  };
  const source = (() => {
    const settings = createSettingsStore(db);
    const entry = normalizeMcpServerEntry({ url, oauth }, `mcp.servers.${SERVER}`);
    if (!entry.ok) throw new Error(entry.error);
    const written = settings.set(`mcp.servers.${SERVER}`, entry.value);
    if (!written.ok) throw new Error(written.error);
    return createMcpToolSource({
      definitions: createToolDefinitionStore(db),
      settings: () => settings.get().settings,
      secretStore,
      env: process.env,
      isolation: 'none',
      clientVersion: '0.1.0',
      crashLimit: 1,
      openAuthorization: (url) => {
        void standInBrowser(url).catch((error: unknown) => process.stderr.write(`browser failed: ${String(error)}\n`));
        return Promise.resolve();
      },
      log: (message) => process.stderr.write(`${message}\n`),
    });
  })();
  let failures = 0;
  try {
    await source.ready?.();
    const starting = (): boolean => ['starting', 'stopped'].includes(source.servers()[0]?.state ?? '');
    await waitFor(() => !starting(), { message: 'the conformance server to start', timeout: 20_000 }).catch(
      (error: unknown) => process.stderr.write(`${String(error)}\n`),
    );
    const status = source.servers()[0];
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
