// Approvals nobody misses: while an approval (or a tool's question) waits and the window showing it is hidden or not
// focused, an OS notification ("Hearth needs your approval: Shell — rm -r build") whose click shows and focuses that
// window with its dialog; and a count of what waits, which the tray shows. Fed by the run's event stream.
import { englishMainText, type MainText } from './main-text';
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
  /** The words of the UI's language (main-text.ts); English when absent. */
  text?: () => MainText;
}

export interface ApprovalAlerts {
  observe(event: AgentEvent, meta: { callerId?: string }): void;
  /** A window lost focus or was hidden: what waits in it and has not been announced yet is announced now. */
  windowLeft(callerId: string): void;
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

export function approvalNotificationText(
  request: ApprovalRequest,
  text: MainText = englishMainText,
): { title: string; body: string } {
  if (request.question) return { title: text.questionTitle(), body: approvalSummary(request) };
  return text.approval(request.label, approvalSummary(request));
}

export function waitingLabel(waiting: number, text: MainText = englishMainText): string {
  return text.waiting(waiting);
}

interface Waiting {
  runId: string;
  callerId: string | undefined;
  request: ApprovalRequest;
  announced: boolean;
}

export function createApprovalAlerts(deps: ApprovalAlertsDeps): ApprovalAlerts {
  /** callId → what waits. */
  const waiting = new Map<string, Waiting>();
  const changed = (before: number) => {
    if (waiting.size !== before) deps.onWaitingChange(waiting.size);
  };
  const unseen = (callerId: string | undefined) => {
    const window = deps.windowFor(callerId);
    return !window || !window.isVisible() || window.isMinimized() || !window.isFocused();
  };
  const announce = (entry: Waiting) => {
    entry.announced = true;
    deps.notify({
      ...approvalNotificationText(entry.request, deps.text?.() ?? englishMainText),
      onClick: () => deps.windowFor(entry.callerId)?.reveal(),
    });
  };
  return {
    observe(event, meta) {
      const before = waiting.size;
      if (event.type === 'approval_request') {
        const entry = { runId: event.runId, callerId: meta.callerId, request: event.request, announced: false };
        waiting.set(event.callId, entry);
        if (unseen(meta.callerId)) announce(entry);
      } else if (event.type === 'approval_resolved') {
        waiting.delete(event.callId);
      } else if (event.type === 'agent_end') {
        for (const [callId, entry] of waiting) if (entry.runId === event.runId) waiting.delete(callId);
      }
      changed(before);
    },
    windowLeft(callerId) {
      for (const entry of waiting.values()) if (entry.callerId === callerId && !entry.announced) announce(entry);
    },
    waiting: () => waiting.size,
  };
}
