// `ask "PROMPT"`: one agent run. Prints the streamed answer, or with --json every event as one JSON line followed by a
// final {"type":"result",…} line that always carries conversationId (new or continued), `truncated` (cut off at the
// model's limit), `usage` when the server counted every call and `changes` when the run changed files. Exit 0 when the
// run finished with an answer, 1 otherwise; `--conversation ID` naming no conversation is the caller's mistake: exit 2.
import type { Prompter } from '../../agent/approvals/prompter';
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { ModelChoice } from '../../shared/conversation-types';
import { exitCodes, type CliIo } from '../cli-io';
import { callerId } from '../../shared/caller-id';
import type { AgentEvent } from '../../shared/agent-events';
import { streamRun } from '../stream-run';

export async function runAskCommand(
  prompt: string,
  deps: {
    runtime: HearthRuntime;
    prompter: Prompter;
    io: CliIo;
    json: boolean;
    signal: AbortSignal;
    conversationId?: string;
    /** `--project ID`: the new conversation starts in that project (an unknown ID exits 2, nothing run). */
    projectId?: string;
    /** `--model`: this conversation's model from now on. */
    model?: ModelChoice;
    /** `--attach FILE` (repeatable): each is checked and stored first; one refused file exits 1, nothing sent. */
    attach?: readonly string[];
    subscribe: (listener: (event: AgentEvent) => void) => () => void;
  },
): Promise<{ code: number; conversationId?: string }> {
  const requested = deps.conversationId;
  if (requested !== undefined && !deps.runtime.conversations.get(requested)) {
    const message = `no conversation with ID '${requested}' (it may have been deleted)`;
    if (deps.json)
      deps.io.jsonLine({
        type: 'result',
        ok: false,
        reason: 'error',
        conversationId: requested,
        text: null,
        error: { kind: 'not_found', message },
      });
    deps.io.err(`hearth: ${message}\n`);
    return { code: exitCodes.usage };
  }
  if (deps.projectId !== undefined && !deps.runtime.projects.get(deps.projectId)) {
    const message = `no project with ID '${deps.projectId}' (see: project list)`;
    if (deps.json)
      deps.io.jsonLine({
        type: 'result',
        ok: false,
        reason: 'error',
        conversationId: null,
        text: null,
        error: { kind: 'not_found', message },
      });
    deps.io.err(`hearth: ${message}\n`);
    return { code: exitCodes.usage };
  }
  const refuse = (message: string) => {
    if (deps.json)
      deps.io.jsonLine({
        type: 'result',
        ok: false,
        reason: 'error',
        conversationId: requested ?? null,
        text: null,
        error: { kind: 'refused', message },
      });
    else deps.io.err(`hearth: ${message}\n`);
    return { code: exitCodes.failed, conversationId: requested };
  };
  const attachments = [];
  for (const file of deps.attach ?? []) {
    const added = await deps.runtime.attachments.addFile(file);
    if (!added.ok) return refuse(added.error);
    attachments.push({ sha256: added.attachment.sha256, name: added.attachment.name });
  }
  await deps.runtime.toolsReady(); // user tools and MCP servers are offered from the first request
  const started = deps.runtime.session.send({
    text: prompt,
    conversationId: deps.conversationId,
    ...(deps.projectId ? { projectId: deps.projectId } : {}),
    ...(deps.model ? { model: deps.model } : {}),
    ...(attachments.length > 0 ? { attachments } : {}),
    prompter: deps.prompter,
    callerId: callerId.cli(),
  });
  if (!started.ok) return refuse(started.error);
  const { run } = started;
  const summary = await streamRun(run, deps, { noticesOnStderr: true });
  const ok = summary.reason === 'done';
  return { code: ok ? exitCodes.ok : exitCodes.failed, conversationId: summary.conversationId };
}
