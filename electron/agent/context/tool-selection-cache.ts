// Per-conversation tool selection for runs with more tools than one request carries: picks the tools for a run from
// the recent messages (tools/tool-selection.ts), keeps that choice while the conversation stays on topic (so the
// request prefix stays identical for providers' prompt caches), and remembers what find_tools added.
import { createFindToolsTool } from '../../../tools/find-tools';
import type { AnyTool } from '../../../tools/tool';
import {
  composeSelection,
  DEFAULT_CORE_TOOLS,
  FIND_TOOLS_NAME,
  selectTools,
  TOOL_SELECTION_CAP,
  type RecentText,
} from '../../../tools/tool-selection';
import type { HistoryMessage, ToolMode } from './history';

export interface ToolSelectionCacheOptions {
  cap?: number;
  core?: readonly string[];
  /** How many recent user/assistant messages describe the conversation (default 6). */
  recentMessages?: number;
  /** Conversations remembered; the least recently used are forgotten (default 200). */
  maxConversations?: number;
}

export interface RunToolSelectionInput {
  conversationId: string;
  /** The tools enabled for this run. */
  tools: readonly AnyTool[];
  /** The conversation so far, including the new user message. */
  history: readonly HistoryMessage[];
  toolMode: ToolMode;
  /** A smaller selection for this run (a small context window): its cap (find_tools included) and core tools. */
  limit?: { cap: number; core: readonly string[] };
}

export interface RunToolSelection {
  active: boolean;
  /** Every tool the run may execute (the loop's lookup): the enabled tools, plus find_tools when active. */
  tools: AnyTool[];
  /** What each model call sends: the selection plus find_tools; grows when find_tools adds tools. */
  toolsForTurn: () => AnyTool[];
  /** The tools the system prompt describes (the selection at the start of the run). */
  promptTools: AnyTool[];
  /** A system-prompt section saying more tools exist and how to get them (only when active). */
  promptNote?: string;
}

export interface ToolSelectionCache {
  forRun(input: RunToolSelectionInput): RunToolSelection;
  /** The selected names of a conversation (for tests and diagnostics). */
  peek(conversationId: string): { names: string[]; pinned: string[] } | undefined;
}

interface Entry {
  signature: string;
  names: string[];
  ranked: string[];
  /** find_tools additions, most recent first. */
  pinned: string[];
}

/** find_tools additions kept per conversation; older ones give their place back to ranked tools. */
const MAX_PINNED = 8;

export function createToolSelectionCache(options: ToolSelectionCacheOptions = {}): ToolSelectionCache {
  const defaults = { cap: options.cap ?? TOOL_SELECTION_CAP, core: options.core ?? DEFAULT_CORE_TOOLS };
  const recentCount = options.recentMessages ?? 6;
  const maxConversations = options.maxConversations ?? 200;
  const entries = new Map<string, Entry>();

  const entryFor = (conversationId: string, signature: string): Entry => {
    const existing = entries.get(conversationId);
    entries.delete(conversationId);
    const entry =
      existing?.signature === signature
        ? existing
        : { signature, names: [], ranked: [], pinned: existing?.pinned ?? [] };
    entries.set(conversationId, entry);
    while (entries.size > maxConversations) entries.delete(entries.keys().next().value!);
    return entry;
  };

  return {
    forRun(input) {
      const { cap, core } = input.limit ?? defaults;
      const enabled = input.tools.filter((tool) => tool.name !== FIND_TOOLS_NAME);
      if (enabled.length <= cap) {
        const all = [...enabled];
        return { active: false, tools: all, toolsForTurn: () => all, promptTools: all };
      }
      const entry = entryFor(input.conversationId, `${cap}\u0002${signatureOf(enabled)}`);
      const recent = recentTexts(input.history, recentCount);
      const recentCalls = recentToolCalls(input.history, recentCount);
      const pinned = unique([...recentCalls, ...entry.pinned]);
      const fresh = selectTools({ tools: enabled, core, pinned, recent, cap });
      const current = new Set(entry.names);
      // Same tools and nothing new needed: keep the cached choice so the request prefix does not change.
      if (entry.names.length === 0 || !fresh.names.every((name) => current.has(name))) {
        entry.names = fresh.names;
        entry.ranked = fresh.ranked;
      }

      const activate = (names: readonly string[]): void => {
        entry.pinned = unique([...names, ...entry.pinned]).slice(0, MAX_PINNED);
        // New finds first; what no longer fits under the cap drops out from the least relevant end.
        const ranked = unique([...recentCalls, ...entry.ranked, ...entry.names]);
        entry.names = composeSelection({ tools: enabled, core, pinned: entry.pinned, ranked, cap });
      };
      const findTools = createFindToolsTool({
        tools: () => enabled,
        active: () => new Set(entry.names),
        activate,
        includeParameters: input.toolMode === 'xml',
      });
      const toolsForTurn = (): AnyTool[] => {
        const chosen = new Set(entry.names);
        return [...enabled.filter((tool) => chosen.has(tool.name)), findTools];
      };
      const promptTools = toolsForTurn();
      const hidden = enabled.length - (promptTools.length - 1);
      return {
        active: true,
        tools: [...enabled, findTools],
        toolsForTurn,
        promptTools,
        promptNote: [
          '# More tools',
          `${hidden} more tools are enabled than this request shows. When none of your tools fits the task, call ` +
            'find_tools with a few keywords; the matching tools become available on your next step.',
        ].join('\n'),
      };
    },
    peek(conversationId) {
      const entry = entries.get(conversationId);
      return entry ? { names: [...entry.names], pinned: [...entry.pinned] } : undefined;
    },
  };
}

/** The newest user/assistant messages with text; the newest user message counts double. */
export function recentTexts(history: readonly HistoryMessage[], count: number): RecentText[] {
  const talk = history.filter(
    (message) => (message.role === 'user' || message.role === 'assistant') && message.content.trim() !== '',
  );
  const recent = talk.slice(-count);
  const newestUser = recent.findLastIndex((message) => message.role === 'user');
  return recent.map((message, index) => ({ text: message.content, weight: index === newestUser ? 2 : 1 }));
}

/** Tools called in the recent part of the conversation, most recent first (they stay in the selection). */
function recentToolCalls(history: readonly HistoryMessage[], count: number): string[] {
  const assistants = history.filter((message) => message.role === 'assistant').slice(-count);
  return unique(assistants.reverse().flatMap((message) => (message.toolCalls ?? []).map((call) => call.name)));
}

function signatureOf(tools: readonly AnyTool[]): string {
  return tools.map((tool) => `${tool.name}\u0000${tool.description}`).join('\u0001');
}

function unique(names: readonly string[]): string[] {
  return [...new Set(names)];
}
