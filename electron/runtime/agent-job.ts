// Runs an agent job's prompt through the chat session in background mode: a new conversation per run (never one the
// user is typing in), only the tools the job was given, its grants as the only approvals, the job's turn limit. A call
// refused because the run read untrusted content fails the run and tells the person why (a notification).
import type { ChatSession } from '../agent/chat/session';
import type { SchedulerDeps, SchedulerNotice } from '../scheduler/scheduler-types';
import { formatRunTime } from '../shared/zoned-time';

export interface AgentJobRunnerDeps {
  session: Pick<ChatSession, 'send'>;
  /** settings.scheduler.agentMaxTurns */
  maxTurns: () => number;
  /** Tells the person a job's run was stopped from acting after it read untrusted content. */
  notify?: (notice: SchedulerNotice) => void;
  now?: () => number;
}

export function createAgentJobRunner(deps: AgentJobRunnerDeps): SchedulerDeps['runAgentJob'] {
  const now = deps.now ?? Date.now;
  return async ({ job, signal }) => {
    const { action } = job;
    if (action.kind !== 'agent') return { ok: false, output: '', error: 'This job is a reminder, not an agent job.' };
    const started = deps.session.send({
      text: action.prompt,
      kind: 'job',
      title: `${job.name} · ${formatRunTime(now(), job.timezone)}`,
      // No prompter: nobody is asked; `ask` becomes deny unless a grant covers the call.
      allowedTools: action.tools,
      grants: action.grants ?? [],
      maxTurns: deps.maxTurns(),
      signal,
    });
    if (!started.ok) return { ok: false, output: '', error: started.error };
    const summary = await started.run.done;
    const output = summary.finalText ?? '';
    const conversationId = summary.conversationId;
    // A call refused because the run had read untrusted content: the job did not do all it was asked, and says why.
    const refused = summary.refusals ?? [];
    if (refused.length > 0) {
      const more =
        refused.length > 1 ? ` (${refused.length - 1} more call${refused.length > 2 ? 's' : ''} refused)` : '';
      const error = `${refused[0]}${more}`;
      deps.notify?.({ jobId: job.id, title: `Scheduled job "${job.name}" was stopped from acting`, body: error });
      return { ok: false, output, conversationId, error };
    }
    switch (summary.reason) {
      case 'done':
        return { ok: true, output, conversationId };
      case 'max_turns':
        return {
          ok: false,
          output,
          conversationId,
          error: `Stopped at the limit of ${deps.maxTurns()} model turns before finishing.`,
        };
      case 'aborted':
        return { ok: false, output, conversationId, error: 'The run was stopped.' };
      default:
        return { ok: false, output, conversationId, error: summary.error?.message ?? 'The agent run failed.' };
    }
  };
}
