// A source of tools whose set changes while Hearth runs (MCP servers, the user tools folder): the registry asks it
// for its current entries on every run, and the runtime closes it at quit.
import type { ToolEntry } from './registry';

export interface ToolSource {
  /** For logs and the settings screen, e.g. "mcp" or "user-tools". */
  readonly name: string;
  /** The tools available right now (called for every run; keep it cheap). */
  entries(): readonly ToolEntry[];
  /** Resolves once the first load is done (e.g. the user tools folder was read); absent: always ready. */
  ready?(): Promise<void>;
  /** Stops child processes, watchers and connections. */
  close(): Promise<void>;
}
