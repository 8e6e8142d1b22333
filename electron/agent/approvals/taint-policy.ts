// What a tainted run may still do without a fresh approval (issue 35): reading runs on; acting, changing Hearth itself
// and sending to an address nobody gave are no longer covered by rules, pre-approval or autonomous mode.
import type { AnyTool, ApprovalFacts, ToolProvenance } from '../../../tools/tool';

export type TaintedCallKind = 'read' | 'act' | 'change_hearth' | 'send';

/** Network tools that only read (a search query, a forecast): they run on in a tainted run. */
const readingNetworkTools = new Set(['web_search', 'weather']);
/** Browser actions that read the page or move within what was read (a click follows the page's own link). */
const readingBrowserActions = new Set(['snapshot', 'screenshot', 'tabs', 'back', 'close', 'click']);
/** Tools that change Hearth itself: its memories and its scheduled jobs (file and shell writes are acting anyway). */
const hearthTools = /^(memory_store|memory_forget|cron_(add|update|remove|run_now))$/;

export function taintedCallKind(tool: AnyTool, args: unknown, provenance?: ToolProvenance): TaintedCallKind {
  if (hearthTools.test(tool.name)) return 'change_hearth';
  // A custom tool's declared risk is a claim: only the person's own marking makes it a reading tool.
  if (provenance) return provenance.markedRead ? 'read' : 'act';
  if (tool.risk === 'read') return 'read';
  if (tool.risk !== 'network') return 'act';
  if (readingNetworkTools.has(tool.name)) return 'read';
  if (tool.name === 'browser' && readingBrowserActions.has(stringField(args, 'action') ?? '')) return 'read';
  return 'send';
}

/** The address a sending call goes to: its `url` argument, else the described value when it is one; none: unknown. */
export function sendAddress(args: unknown, facts: ApprovalFacts): string | undefined {
  const url = stringField(args, 'url');
  if (url !== undefined) return url;
  return facts.matchValue !== undefined && /^https?:\/\//i.test(facts.matchValue) ? facts.matchValue : undefined;
}

/** Why a tainted run asks (or a job refuses): what kind of call this is, in words. */
export function taintedCallWords(kind: TaintedCallKind, label: string): string {
  if (kind === 'change_hearth') return `"${label}" changes Hearth itself`;
  if (kind === 'send') return `"${label}" would send a request to an address that neither you typed nor a page linked`;
  return `"${label}" acts on your behalf`;
}

function stringField(args: unknown, field: string): string | undefined {
  if (typeof args !== 'object' || args === null) return undefined;
  const value = (args as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}
