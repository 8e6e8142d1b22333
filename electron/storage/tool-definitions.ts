// Drift detection for MCP tools, stored in `tool_definitions` (migration 2): every listing is hashed per tool. The
// first listing of a server is accepted as it is; afterwards a changed or new tool stays flagged until the user
// accepts the server's definitions again. Tools a server no longer lists are forgotten. Implements the port in
// electron/shared/tool-definitions.ts that the MCP tool source takes.
import { nodeCrypto } from './lazy-crypto';
import { canonicalJson } from '../shared/canonical-json';
import type {
  DefinitionChange,
  StoredToolDefinition,
  ToolDefinition,
  ToolDefinitionStore,
} from '../shared/tool-definitions';
import type { Db } from './database';

interface Row {
  tool: string;
  hash: string;
  accepted_hash: string | null;
  definition: string;
  accepted_definition: string | null;
  first_seen: number;
  changed_at: number | null;
}

/** What drift is computed over: name, description and input schema (key order does not matter). */
export function definitionHash(tool: ToolDefinition): string {
  return nodeCrypto()
    .createHash('sha256')
    .update(canonicalJson({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema }), 'utf8')
    .digest('hex');
}

export function createToolDefinitionStore(db: Db, deps: { now?: () => number } = {}): ToolDefinitionStore {
  const now = deps.now ?? Date.now;
  const select = db.prepare<[string], Row>(
    'SELECT tool, hash, accepted_hash, definition, accepted_definition, first_seen, changed_at FROM tool_definitions WHERE server = ? ORDER BY tool',
  );
  const insert = db.prepare<[string, string, string, string | null, string, string | null, number]>(
    'INSERT INTO tool_definitions (server, tool, hash, accepted_hash, definition, accepted_definition, first_seen) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const update = db.prepare<[string, string, number, string, string]>(
    'UPDATE tool_definitions SET hash = ?, definition = ?, changed_at = ? WHERE server = ? AND tool = ?',
  );
  const remove = db.prepare<[string, string]>('DELETE FROM tool_definitions WHERE server = ? AND tool = ?');
  const acceptAll = db.prepare<[string]>(
    'UPDATE tool_definitions SET accepted_hash = hash, accepted_definition = definition WHERE server = ?',
  );

  const record = db.transaction((server: string, tools: readonly ToolDefinition[]) => {
    const existing = new Map(select.all(server).map((row) => [row.tool, row]));
    const firstSight = existing.size === 0;
    const at = now();
    for (const tool of tools) {
      const hash = definitionHash(tool);
      const json = canonicalJson(tool);
      const row = existing.get(tool.name);
      if (!row) insert.run(server, tool.name, hash, firstSight ? hash : null, json, firstSight ? json : null, at);
      else if (row.hash !== hash) update.run(hash, json, at, server, tool.name);
    }
    const listed = new Set(tools.map((tool) => tool.name));
    for (const name of existing.keys()) if (!listed.has(name)) remove.run(server, name);
  });

  const list = (server: string): StoredToolDefinition[] => select.all(server).map(toStored);

  return {
    record: (server, tools) => {
      record.immediate(server, tools);
      const byName = new Map(list(server).map((stored) => [stored.definition.name, stored]));
      return tools
        .map((tool) => byName.get(tool.name))
        .filter((stored): stored is StoredToolDefinition => stored !== undefined);
    },
    list,
    accept: (server) => {
      const flagged = list(server).filter((stored) => stored.change !== undefined).length;
      acceptAll.run(server);
      return flagged;
    },
  };
}

function toStored(row: Row): StoredToolDefinition {
  const definition = JSON.parse(row.definition) as ToolDefinition;
  const stored: StoredToolDefinition = { definition, firstSeen: row.first_seen };
  if (row.changed_at !== null) stored.changedAt = row.changed_at;
  if (row.accepted_hash === row.hash) return stored;
  if (row.accepted_definition === null) return { ...stored, change: 'new' };
  const accepted = JSON.parse(row.accepted_definition) as ToolDefinition;
  const description = accepted.description !== definition.description;
  const schema = canonicalJson(accepted.inputSchema) !== canonicalJson(definition.inputSchema);
  const change: DefinitionChange =
    description && schema ? 'description and input schema' : description ? 'description' : 'input schema';
  return { ...stored, change, accepted };
}
