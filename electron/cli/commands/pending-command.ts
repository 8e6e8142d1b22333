// `pending`: the approvals and questions that still wait from an earlier process (kept in SQLite), and
// `pending allow|deny ID` / `pending answer ID "TEXT"`: answer one and resume its run here, printed as `ask` prints
// (--json: every event, then a result line). Exit 0 when the resumed run ends with an answer, 1 otherwise, 2 usage.
import type { ApprovalResponse, Prompter } from '../../agent/approvals/prompter';
import type { RunHandle } from '../../agent/chat/session';
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { AgentEvent } from '../../shared/agent-events';
import { callerId } from '../../shared/caller-id';
import { streamRun } from '../stream-run';
import type { PendingQuestion } from '../../storage/pending-questions';
import { exitCodes, type CliIo } from '../cli-io';

export interface PendingCommandDeps {
  runtime: HearthRuntime;
  prompter: Prompter;
  io: CliIo;
  json: boolean;
  /** --trust: an untrusted custom tool's shown version is trusted with `allow`. */
  trust: boolean;
  signal: AbortSignal;
  subscribe: (listener: (event: AgentEvent) => void) => () => void;
}

export async function runPendingCommand(args: readonly string[], deps: PendingCommandDeps): Promise<number> {
  const pending = deps.runtime.session.pending;
  if (!pending) return failed(deps, exitCodes.failed, { kind: 'unsupported', message: 'nothing is kept here' });
  const [verb, id, text] = args;
  if (verb === undefined) return listPending(pending.list(), deps);
  const question = id === undefined ? undefined : pending.get(id);
  const missing = { kind: 'not_found', message: `nothing with ID '${id}' is waiting (see: hearth pending)` };
  if (!question) return failed(deps, exitCodes.usage, missing);
  const response = responseFor(question, verb as 'allow' | 'deny' | 'answer', text, deps.trust);
  if (!response.ok) return failed(deps, exitCodes.usage, { kind: 'usage', message: response.message });
  await deps.runtime.toolsReady();
  const started = pending.answer({
    callId: question.callId,
    response: response.value,
    prompter: deps.prompter,
    callerId: callerId.cli(),
  });
  if (!started.ok) return failed(deps, exitCodes.failed, { kind: 'refused', message: started.error });
  return streamResumed(started.run, deps);
}

type Checked = { ok: true; value: ApprovalResponse } | { ok: false; message: string };

/** The answer as the shown request binds it: its argsHash, and for a question the text (or the choice numbered). */
function responseFor(question: PendingQuestion, verb: 'allow' | 'deny' | 'answer', text = '', trust = false): Checked {
  const { request, argsHash } = question;
  if (verb === 'answer') {
    if (!request.question) return { ok: false, message: `'${question.callId}' is an approval: use allow or deny` };
    const picked = request.question.choices?.[Number(text) - 1];
    return { ok: true, value: { decision: 'allow', argsHash, answer: picked ?? text } };
  }
  if (request.question) return { ok: false, message: `'${question.callId}' is a question: use answer ID "TEXT"` };
  if (verb === 'deny') return { ok: true, value: { decision: 'deny', argsHash, reason: 'The user said no.' } };
  const untrustedTool = request.customTool !== undefined && !request.customTool.trusted;
  if (untrustedTool && !trust)
    return { ok: false, message: 'an untrusted custom tool version: add --trust to trust it and run the call' };
  return { ok: true, value: { decision: 'allow', argsHash, ...(untrustedTool ? { trust: true as const } : {}) } };
}

function listPending(questions: PendingQuestion[], deps: PendingCommandDeps): number {
  if (deps.json) {
    deps.io.jsonLine(questions.map(viewOf));
    return exitCodes.ok;
  }
  if (questions.length === 0) deps.io.err('nothing is waiting\n');
  for (const item of questions) {
    const view = viewOf(item);
    deps.io.out(`${view.id}  ${view.kind}  ${view.label}  conversation ${view.conversationId}\n`);
    const what = item.request.question?.text ?? JSON.stringify(item.request.args);
    deps.io.out(`    ${what}\n    waiting since ${iso(view.createdAt)}, expires ${iso(view.expiresAt)}\n`);
  }
  return exitCodes.ok;
}

function viewOf(item: PendingQuestion) {
  const { request } = item;
  return {
    id: item.callId,
    kind: item.kind,
    tool: request.tool,
    label: request.label,
    conversationId: item.conversationId,
    runId: item.runId,
    args: request.args,
    argsHash: item.argsHash,
    ...(request.question ? { question: request.question } : {}),
    ...(item.untrustedSources.length > 0 ? { untrustedSources: item.untrustedSources } : {}),
    createdAt: item.createdAt,
    expiresAt: item.expiresAt,
  };
}

const iso = (at: number): string => new Date(at).toISOString();

function failed(deps: PendingCommandDeps, code: number, error: { kind: string; message: string }): number {
  if (deps.json) deps.io.jsonLine({ type: 'result', ok: false, reason: 'error', text: null, error });
  deps.io.err(`hearth: ${error.message}\n`);
  return code;
}

/** As `ask`: the run's events (its sub-agents' too) printed, then with --json a result line. */
async function streamResumed(run: Pick<RunHandle, 'runId' | 'done'>, deps: PendingCommandDeps): Promise<number> {
  const summary = await streamRun(run, deps);
  const ok = summary.reason === 'done';
  if (!deps.json && summary.error) deps.io.err(`hearth: the run ended: ${summary.error.message}\n`);
  return ok ? exitCodes.ok : exitCodes.failed;
}
