// The older messages of conversations the chat store opened on their newest turns: joined after the first paint, from
// memory or from chat:load's second page; whatever reads or changes such a view settles them first (events of its runs
// wait meanwhile), a page refused because the path changed loads the whole path, and a view replaced meanwhile is
// never joined with them.
import type { AgentEvent } from '../../../electron/shared/agent-events';
import type { HearthApi } from '../api';
import { foldEvents } from './conversation/fold-events';
import { joinViews, viewFromMessages } from './conversation/stored-view';
import type { LabelOf } from './conversation/tool-cards';
import type { ConversationView } from './conversation-types';
import type { FrameScheduler } from './event-batcher';
import type { MessageView } from '../../../electron/shared/contract';

export interface OlderMessagesDeps {
  api: Pick<HearthApi, 'chatLoad'>;
  afterPaint: FrameScheduler;
  labelOf: LabelOf;
  /** Replaces the conversation's view when it still has one. */
  updateView: (conversationId: string, update: (view: ConversationView) => ConversationView) => void;
  /** Shows the whole path stored (the pages no longer fit together); resolves once it is shown or failed. */
  reloadWhole: (conversationId: string) => Promise<void>;
  /** A failure to show (the page could not be loaded). */
  problem: (error: unknown) => void;
}

export interface OlderMessages {
  /** The messages before the view's newest turns are in memory: joined after the paint. */
  fromMemory: (conversationId: string, older: readonly MessageView[]) => void;
  /** The view is chat:load's newest page: the messages before `before.seq` are asked for after the paint. */
  fromPage: (conversationId: string, before: { seq: number; leafId: string }) => void;
  /** Whether any conversation still waits for its older messages. */
  any: () => boolean;
  /**
   * Joins the older messages of these conversations now: at once when they are in memory, else their page is asked
   * for now (if not yet) and the promise resolves once joined (or dropped). Undefined: nothing left to wait for.
   */
  settle: (conversationIds: Iterable<string | null>) => Promise<void> | undefined;
  /** Whether events of this conversation's runs must wait (its older page is on its way). */
  holds: (conversationId: string) => boolean;
  /** Keeps events for the conversation until its older messages are joined (then they fold, in order). */
  hold: (conversationId: string, events: readonly AgentEvent[]) => void;
  /** Forgets the conversation's older messages (its view is replaced or deleted); held events fold onto it first. */
  drop: (conversationId: string) => void;
}

interface Pending {
  /** Joins now (memory) or starts the page's load (page) and returns its promise. */
  settle: () => Promise<void> | undefined;
  cancel: () => void;
  /** Events waiting for a page (memory entries never hold: they join first). */
  held?: AgentEvent[];
}

export function createOlderMessages(deps: OlderMessagesDeps): OlderMessages {
  const { api, afterPaint, labelOf, updateView } = deps;
  const pending = new Map<string, Pending>();

  const foldHeld = (conversationId: string, entry: Pending) => {
    const held = entry.held ?? [];
    if (held.length > 0) updateView(conversationId, (view) => foldEvents(view, held, labelOf));
  };

  const drop = (conversationId: string) => {
    const entry = pending.get(conversationId);
    if (!entry) return;
    pending.delete(conversationId);
    entry.cancel();
    foldHeld(conversationId, entry);
  };

  const fromMemory = (conversationId: string, older: readonly MessageView[]) => {
    drop(conversationId);
    let settled = false;
    const entry: Pending = {
      settle: () => {
        if (settled) return undefined;
        settled = true;
        entry.cancel();
        pending.delete(conversationId);
        const olderView = viewFromMessages(older, labelOf);
        updateView(conversationId, (view) => joinViews(olderView, view));
        return undefined;
      },
      cancel: () => {},
    };
    pending.set(conversationId, entry);
    entry.cancel = afterPaint.schedule(() => void entry.settle());
  };

  const fromPage = (conversationId: string, before: { seq: number; leafId: string }) => {
    drop(conversationId);
    let loading: Promise<void> | undefined;
    let dropped = false;
    let cancelPaint = () => {};
    const load = async () => {
      cancelPaint();
      let olderView: ConversationView | undefined;
      let failed: unknown;
      try {
        const answer = await api.chatLoad({ conversationId, before });
        if (answer.ok) olderView = viewFromMessages(answer.data.messages, labelOf);
        else if (answer.error.kind !== 'refused') failed = new Error(answer.error.message);
      } catch (error) {
        failed = error;
      }
      if (dropped) return;
      if (olderView) {
        const joined = olderView;
        pending.delete(conversationId);
        updateView(conversationId, (view) => foldEvents(joinViews(joined, view), entry.held ?? [], labelOf));
      } else if (failed !== undefined) {
        drop(conversationId);
        deps.problem(failed);
      } else {
        // The path changed between the two pages (a message added, another version shown): show it whole. Events go
        // on waiting until then; the reload drops this entry, folding them onto the newest turns whose run it keeps.
        await deps.reloadWhole(conversationId);
        drop(conversationId);
      }
    };
    const entry: Pending = {
      held: [],
      settle: () => (loading ??= load()),
      cancel: () => {
        dropped = true;
        cancelPaint();
      },
    };
    pending.set(conversationId, entry);
    cancelPaint = afterPaint.schedule(() => void entry.settle());
  };

  return {
    fromMemory,
    fromPage,
    any: () => pending.size > 0,
    settle: (conversationIds) => {
      const waits: Promise<void>[] = [];
      for (const conversationId of conversationIds) {
        const wait = conversationId ? pending.get(conversationId)?.settle() : undefined;
        if (wait) waits.push(wait);
      }
      return waits.length > 0 ? Promise.all(waits).then(() => undefined) : undefined;
    },
    holds: (conversationId) => pending.get(conversationId)?.held !== undefined,
    hold: (conversationId, events) => {
      pending.get(conversationId)?.held?.push(...events);
    },
    drop,
  };
}
