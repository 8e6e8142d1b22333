// Invoke handlers for adding MCP servers from the settings screen: pasted JSON (or the small form, sent as JSON), and
// importing a client's config file that main's file chooser picked (the page refers to it only by a token). Both go
// through the import plan (checks naming the field, Hearth-safe names) and setSetting (values to the keychain).
import { readFileSync } from 'node:fs';
import { nodeCrypto } from '../../../tools/lazy-builtins';
import { failure, type InvokeHandlers } from '../../shared/contract';
import { parsePastedMcpServers } from '../../shared/mcp-server-input';
import type { HearthRuntime } from '../create-runtime';
import { mcpImportEnglish, mcpImportWord } from '../../shared/mcp-import-words';
import { applyMcpImport, planMcpImport, type McpImportCandidate, type McpImportPlanResult } from '../mcp-import';

export type McpAddChannel = 'mcp:add-servers' | 'mcp:import-choose' | 'mcp:import-apply';

/** Shows the OS file chooser and answers the chosen path, or null when the person cancelled. */
export type ChooseImportFile = () => Promise<string | null>;

export interface McpAddHandlerDeps {
  runtime: Pick<HearthRuntime, 'settings' | 'setSetting' | 'mcp'>;
  /** Absent where there is no file chooser: `mcp:import-choose` answers `unavailable`. */
  chooseImportFile?: ChooseImportFile;
  homeDir: string;
}

const view = ({ entry: _entry, ...rest }: McpImportCandidate) => rest;

export function createMcpAddHandlers(deps: McpAddHandlerDeps): Pick<InvokeHandlers, McpAddChannel> {
  const { runtime } = deps;
  const chosen = new Map<string, string>();
  const existing = () => new Set(Object.keys(runtime.settings().mcp.servers));

  /** The file's plan, or why it cannot be imported at all (unreadable, not JSON, no servers) as a code and English. */
  function planFile(file: string): McpImportPlanResult {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      const word = mcpImportWord('fileUnreadable', { file, errno: (error as NodeJS.ErrnoException).code ?? 'error' });
      return { ok: false, error: mcpImportEnglish(word), word };
    }
    return planMcpImport(text, { file, existing: existing(), env: {}, homeDir: deps.homeDir });
  }

  return {
    'mcp:add-servers': async ({ text, name, replace }) => {
      const pasted = parsePastedMcpServers(text, name);
      if (!pasted.ok) throw failure('refused', pasted.error);
      const document = { mcpServers: Object.fromEntries(pasted.servers.map((s) => [s.originalName, s.entry])) };
      const planned = planMcpImport(JSON.stringify(document), {
        file: 'The pasted JSON',
        pasted: true,
        existing: existing(),
        env: {},
        homeDir: deps.homeDir,
      });
      if (!planned.ok) throw failure('refused', planned.error);
      const outcomes = await applyMcpImport(planned.plan, {
        replace: new Set(replace),
        resolveInput: async () => null,
        setSetting: runtime.setSetting,
        env: {},
        homeDir: deps.homeDir,
      });
      runtime.mcp.refresh();
      return { outcomes };
    },
    'mcp:import-choose': async () => {
      if (!deps.chooseImportFile) throw failure('unavailable', 'There is no file chooser here.');
      const file = await deps.chooseImportFile();
      if (file === null) return { chosen: false as const };
      const planned = planFile(file);
      if (!planned.ok) return { chosen: 'unusable' as const, file, error: planned.error, word: planned.word };
      const { plan } = planned;
      const token = nodeCrypto().randomUUID();
      chosen.set(token, file);
      return { chosen: true as const, token, file, source: plan.source, candidates: plan.candidates.map(view) };
    },
    'mcp:import-apply': async ({ token, replace, inputs }) => {
      const file = chosen.get(token);
      if (!file) throw failure('not_found', 'Choose the file again: this import is no longer known.');
      const planned = planFile(file);
      if (!planned.ok) throw failure('refused', planned.error);
      const outcomes = await applyMcpImport(planned.plan, {
        replace: new Set(replace),
        resolveInput: async (input) => (inputs[input.id] ? (inputs[input.id] as string) : null),
        setSetting: runtime.setSetting,
        env: {},
        homeDir: deps.homeDir,
      });
      chosen.delete(token);
      runtime.mcp.refresh();
      return { outcomes };
    },
  };
}
