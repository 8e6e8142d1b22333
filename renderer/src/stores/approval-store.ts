// The approval store (a zustand factory): the queue of requests waiting for the user and the answers sent back through
// approval:respond. Requests answered elsewhere (timeout, another window) leave the queue through the event stream.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AgentEvent } from '../../../electron/shared/agent-events';
import type { InvokeRequest } from '../../../electron/shared/contract';
import { dataOf, describeError, type HearthApi } from '../api';
import { dropExpired, foldApprovalEvents, mergePending, removeApproval, type ApprovalQueue } from './approval-queue';

export type ApprovalApi = Pick<HearthApi, 'approvalRespond' | 'approvalPending'>;
export type ApprovalAnswer = InvokeRequest<'approval:respond'>['response'];

export interface ApprovalState {
  queue: ApprovalQueue;
  problem: string | null;
  loadPending: () => Promise<void>;
  respond: (callId: string, answer: ApprovalAnswer) => Promise<boolean>;
  applyEvents: (events: readonly AgentEvent[]) => void;
  expire: (now: number) => void;
}

export type ApprovalStore = StoreApi<ApprovalState>;

export function createApprovalStore(api: ApprovalApi): ApprovalStore {
  return createStore<ApprovalState>()((set, get) => ({
    queue: [],
    problem: null,
    loadPending: async () => {
      try {
        const pending = dataOf(await api.approvalPending({}));
        set({ queue: mergePending(get().queue, pending) });
      } catch (error) {
        set({ problem: describeError(error) });
      }
    },
    respond: async (callId, answer) => {
      set({ queue: removeApproval(get().queue, callId), problem: null });
      try {
        const result = await api.approvalRespond({ callId, response: answer });
        // `not_found`: "That request had already been answered or had timed out."
        if (!result.ok) set({ problem: result.error.message });
        return result.ok;
      } catch (error) {
        set({ problem: describeError(error) });
        return false;
      }
    },
    applyEvents: (events) => {
      const queue = foldApprovalEvents(get().queue, events);
      if (queue !== get().queue) set({ queue });
    },
    expire: (now) => {
      const queue = dropExpired(get().queue, now);
      if (queue !== get().queue) set({ queue });
    },
  }));
}
