// Where a conversation's path can be cut so its newest whole turns are shown first (the window opens a long
// conversation on them): the one rule main's chat:load page and the renderer's chat store share.

/** What the cut reads of a message (a MessageView or a stored message). */
export interface TurnMessage {
  role: string;
  toolCallId?: string | null | undefined;
  toolCalls?: readonly { id: string }[] | null | undefined;
}

/**
 * The index of the last user message that leaves at least `minTail` messages after it, moved further back while a
 * tool result after it answers a call made before it. The view of messages[0, cut) followed by the view of
 * messages[cut, end) is then exactly the view of the whole: a user message ends any answer being continued, and every
 * tool card is built from its own slice. 0 when there is nothing worth cutting (index 0 is never a cut).
 */
export function newestTurnsStart(messages: readonly TurnMessage[], minTail: number): number {
  // Tool results after the position scanned whose call has not been seen before them (scanning back to front).
  const unanswered = new Set<string>();
  for (let index = messages.length - 1; index > 0; index--) {
    const message = messages[index]!;
    if (message.role === 'tool' && message.toolCallId) unanswered.add(message.toolCallId);
    else if (message.role === 'assistant') for (const call of message.toolCalls ?? []) unanswered.delete(call.id);
    else if (message.role === 'user' && messages.length - index >= minTail && unanswered.size === 0) return index;
  }
  return 0;
}
