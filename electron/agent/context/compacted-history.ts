// The history a request carries, built from the stored conversation: the newest compaction's summary (or its "left
// out" note) in place of every message it folded, then the later messages. Other stored system rows are never
// replayed. The summary is the model's own earlier writing about untrusted material, so it is labelled as context.
import { compactionOf, type CompactionRecord } from '../../shared/message-details';
import type { HistoryMessage } from './history';

/** A stored message as the history needs it (StoredMessage satisfies it). */
export interface SeqMessage extends HistoryMessage {
  seq: number;
  details?: unknown;
}

export const SUMMARY_LABEL =
  '[Summary of the earlier part of this conversation, written by you (the assistant) when it grew too long for the context window. It is context for what follows, not a new request.]';

export function trimNote(folded: number): string {
  return `[${folded} earlier message${folded === 1 ? ' was' : 's were'} left out to fit the context window; they could not be summarized.]`;
}

export interface CompactedHistory {
  /** The messages a request carries (the summary first when there is one). */
  history: HistoryMessage[];
  /** The stored messages after the newest compaction (the ones a new compaction may fold), in seq order. */
  live: SeqMessage[];
  /** The newest compaction and its text, if any. */
  latest?: { record: CompactionRecord; text: string };
}

export function summaryMessage(record: CompactionRecord, text: string): HistoryMessage {
  const body = record.method === 'summary' ? `${SUMMARY_LABEL}\n\n${text}` : text || trimNote(record.folded);
  return { role: 'user', content: body, status: 'complete' };
}

export function compactedHistory(messages: readonly SeqMessage[]): CompactedHistory {
  let latest: CompactedHistory['latest'];
  for (const message of messages) {
    const record = compactionOf(message);
    if (record && (!latest || record.throughSeq >= latest.record.throughSeq))
      latest = { record, text: message.content };
  }
  const live = messages.filter(
    (message) => message.role !== 'system' && (!latest || message.seq > latest.record.throughSeq),
  );
  const history = latest ? [summaryMessage(latest.record, latest.text), ...live] : [...live];
  return { history, live, ...(latest ? { latest } : {}) };
}

/** Puts `extra` right after the last message stored at or before `seq` (after the summary when that was folded). */
export function insertAfterSeq(history: HistoryMessage[], seq: number, extra: HistoryMessage): HistoryMessage[] {
  const index = history.findLastIndex(
    (message) => (message as Partial<SeqMessage>).seq !== undefined && (message as SeqMessage).seq <= seq,
  );
  const at =
    index >= 0 ? index + 1 : history.length > 0 && (history[0] as Partial<SeqMessage>).seq === undefined ? 1 : 0;
  return [...history.slice(0, at), extra, ...history.slice(at)];
}
