// Approvals nobody misses: while an approval (or a tool's question) waits and the window showing it is hidden or not
// focused, an OS notification ("Hearth needs your approval: Shell — rm -r build") whose click shows and focuses that
// window with its dialog; and a count of what waits, which the tray shows. Fed by the run's event stream.
import type { AgentEvent, ApprovalRequest } from '../shared/agent-events';

/** The window a run's dialog is in, as far as the alerts need it. */
export interface AlertWindow {
  isVisible(): boolean;
  isFocused(): boolean;
  isMinimized(): boolean;
  /** Shows, restores and focuses it. */
  reveal(): void;
}

export interface ApprovalAlertsDeps {
  /** Shows an OS notification; false when the OS cannot. */
  notify: (request: { title: string; body: string; onClick: () => void }) => boolean;
  /** The window that started the run (its events, and so its approval dialog, go there). */
  windowFor: (callerId: string | undefined) => AlertWindow | undefined;
  /** Called whenever the number of waiting requests changes. */
  onWaitingChange: (waiting: number) => void;
}

export interface ApprovalAlerts {
  observe(event: AgentEvent, meta: { callerId?: string }): void;
  waiting(): number;
}

const SUMMARY_MAX = 160;

/** What the notification says about the call: the command, the host, or its arguments in short. */
export function approvalSummary(request: ApprovalRequest): string {
  const raw =
    request.question?.text ??
    request.matchValue ??
    request.host ??
    (typeof request.args === 'string' ? request.args : JSON.stringify(request.args ?? {}));
  const flat = raw.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_MAX ? `${flat.slice(0, SUMMARY_MAX - 1)}…` : flat;
}

export function approvalNotificationText(request: ApprovalRequest): { title: string; body: string } {
  if (request.question) return { title: 'Hearth has a question for you', body: approvalSummary(request) };
  return {
    title: `Hearth needs your approval: ${request.label} — ${approvalSummary(request)}`,
    body: 'Click to review it in Hearth.',
  };
}

export function waitingLabel(waiting: number): string {
  return `Hearth — ${waiting} approval${waiting === 1 ? '' : 's'} waiting`;
}

export function createApprovalAlerts(deps: ApprovalAlertsDeps): ApprovalAlerts {
  /** callId → the run it belongs to. */
  const waiting = new Map<string, string>();
  const changed = (before: number) => {
    if (waiting.size !== before) deps.onWaitingChange(waiting.size);
  };
  return {
    observe(event, meta) {
      const before = waiting.size;
      if (event.type === 'approval_request') {
        waiting.set(event.callId, event.runId);
        const window = deps.windowFor(meta.callerId);
        const unseen = !window || !window.isVisible() || window.isMinimized() || !window.isFocused();
        if (unseen) {
          const text = approvalNotificationText(event.request);
          deps.notify({
            ...text,
            onClick: () => deps.windowFor(meta.callerId)?.reveal(),
          });
        }
      } else if (event.type === 'approval_resolved') {
        waiting.delete(event.callId);
      } else if (event.type === 'agent_end') {
        for (const [callId, runId] of waiting) if (runId === event.runId) waiting.delete(callId);
      }
      changed(before);
    },
    waiting: () => waiting.size,
  };
}
