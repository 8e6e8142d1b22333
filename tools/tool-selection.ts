// Chooses which tools a model request carries when many are enabled (pure): the always-on core tools, the tools the
// conversation pinned (found with find_tools or called recently), then the tools whose names and descriptions best
// match the recent messages, up to a cap. With the cap or fewer tools enabled, every tool is sent.
import { buildToolSearchIndex, weightedTerms, type SearchableTool, type ToolScore } from './tool-search-index';

/**
 * At most this many tool schemas per request (find_tools included). 32: the built-in set alone (with artifacts,
 * git, calendar, knowledge, skills) passed 24, and current models choose well among 32; small windows have their own.
 */
export const TOOL_SELECTION_CAP = 32;
export const FIND_TOOLS_NAME = 'find_tools';

/**
 * Always sent when selection is active (13 + find_tools = 14 of 32 slots): what a general assistant may need on any
 * topic — the time, exact arithmetic, asking the user, the shell, the workspace file tools, saving/recalling
 * memories and searching the person's documents (when they added any). Topic tools (weather, cron_*,
 * memory_forget/list, browser, MCP and user tools) are ranked in when the conversation is about them, or found with
 * find_tools. Core names that are not enabled are simply skipped.
 */
export const DEFAULT_CORE_TOOLS: readonly string[] = [
  'datetime',
  'calculator',
  'ask_user',
  'shell',
  'read_file',
  'write_file',
  'edit_file',
  'list_dir',
  'find_files',
  'search_files',
  'memory_store',
  'memory_recall',
  // Offered only while a knowledge source exists (issue 43): then the person's documents are on any topic.
  'search_knowledge',
];

/** The core in a small context window (a handful of slots): the rest is ranked in or found with find_tools. */
export const SMALL_WINDOW_CORE_TOOLS: readonly string[] = ['read_file', 'shell'];

/** Ranked tools scoring below this share of the best score are left out (a weak single-word match). */
const RELATIVE_SCORE_FLOOR = 0.15;

export interface RecentText {
  text: string;
  /** Term weight (default 1); the newest user message usually counts 2. */
  weight?: number;
}

export interface ToolSelectionInput {
  /** Every enabled tool in entry order, find_tools excluded. */
  tools: readonly SearchableTool[];
  core?: readonly string[];
  /** Names the conversation asked for (find_tools, recent calls), most recent first; kept before ranked tools. */
  pinned?: readonly string[];
  recent: readonly RecentText[];
  cap?: number;
}

export interface ToolSelection {
  /** False when the cap or fewer tools are enabled: `names` is then every tool and no find_tools is needed. */
  active: boolean;
  /** The chosen names in the tools' order (stable, so providers' prompt caches keep hitting). One slot of the cap is
   *  left for find_tools, which the caller adds when `active`. */
  names: string[];
  /** The relevance-ranked part (neither core nor pinned), best first. */
  ranked: string[];
}

export function selectTools(input: ToolSelectionInput): ToolSelection {
  const cap = input.cap ?? TOOL_SELECTION_CAP;
  const all = input.tools.filter((tool) => tool.name !== FIND_TOOLS_NAME);
  if (all.length <= cap) return { active: false, names: all.map((tool) => tool.name), ranked: [] };
  const core = new Set(input.core ?? DEFAULT_CORE_TOOLS);
  const pinned = new Set(input.pinned ?? []);
  const candidates = all.filter((tool) => !core.has(tool.name) && !pinned.has(tool.name));
  const ranked = rankForConversation(candidates, input.recent);
  const names = composeSelection({ tools: all, core: [...core], pinned: input.pinned ?? [], ranked, cap });
  const chosen = new Set(names);
  return { active: true, names, ranked: ranked.filter((name) => chosen.has(name)) };
}

/** Core, then pinned (most recent first), then ranked names, limited to `cap - 1` and returned in the tools' order. */
export function composeSelection(input: {
  tools: readonly SearchableTool[];
  core: readonly string[];
  pinned: readonly string[];
  ranked: readonly string[];
  cap: number;
}): string[] {
  const enabled = new Set(input.tools.map((tool) => tool.name));
  const budget = Math.max(0, input.cap - 1);
  const chosen = new Set<string>();
  for (const name of [...input.core, ...input.pinned, ...input.ranked]) {
    if (chosen.size >= budget) break;
    if (enabled.has(name) && name !== FIND_TOOLS_NAME) chosen.add(name);
  }
  return input.tools.map((tool) => tool.name).filter((name) => chosen.has(name));
}

/** Names of the candidates the recent messages call for, best first: tools named verbatim, then by BM25 score. */
export function rankForConversation(candidates: readonly SearchableTool[], recent: readonly RecentText[]): string[] {
  const lowered = recent.map((block) => block.text.toLowerCase());
  const mentioned = candidates.filter(
    (tool) => tool.name.length >= 4 && lowered.some((text) => text.includes(tool.name.toLowerCase())),
  );
  const query = weightedTerms(recent.map((block) => ({ text: block.text, weight: block.weight ?? 1 })));
  const scores = aboveFloor(buildToolSearchIndex(candidates).score(query));
  const names = [...mentioned.map((tool) => tool.name), ...scores.map((score) => score.name)];
  return [...new Set(names)];
}

/** find_tools' search: keyword query (prefix matches count half), best first, at most `limit`. */
export function searchTools(tools: readonly SearchableTool[], query: string, limit: number): ToolScore[] {
  const exact = tools.find((tool) => tool.name.toLowerCase() === query.trim().toLowerCase());
  const scores = aboveFloor(
    buildToolSearchIndex(tools).score(weightedTerms([{ text: query, weight: 1 }]), { prefix: true }),
  );
  const ordered = exact
    ? [{ name: exact.name, score: Number.POSITIVE_INFINITY }, ...scores.filter((s) => s.name !== exact.name)]
    : scores;
  return ordered.slice(0, Math.max(0, limit));
}

function aboveFloor(scores: ToolScore[]): ToolScore[] {
  const best = scores[0]?.score ?? 0;
  return scores.filter((score) => score.score >= best * RELATIVE_SCORE_FLOOR);
}
