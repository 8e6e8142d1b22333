// One row of the message list: a user message (editable when it is the last one) or an assistant message.
import { memo } from 'react';
import type { ToolCardView, ViewItem } from '../stores/conversation-types';
import { AssistantMessage } from './AssistantMessage';
import { UserMessage } from './UserMessage';

interface MessageRowProps {
  item: ViewItem;
  tools: Record<string, ToolCardView>;
  isLastUser: boolean;
  isLastAssistant: boolean;
  running: boolean;
}

function sameCards(previous: MessageRowProps, next: MessageRowProps): boolean {
  if (next.item.kind !== 'assistant') return true;
  return next.item.toolCallIds.every((id) => previous.tools[id] === next.tools[id]);
}

export const MessageRow = memo(
  function MessageRow({ item, tools, isLastUser, isLastAssistant, running }: MessageRowProps) {
    if (item.kind === 'user') return <UserMessage item={item} editable={isLastUser && !running} />;
    return <AssistantMessage item={item} tools={tools} isLast={isLastAssistant} running={running} />;
  },
  (previous, next) =>
    previous.item === next.item &&
    previous.isLastUser === next.isLastUser &&
    previous.isLastAssistant === next.isLastAssistant &&
    previous.running === next.running &&
    sameCards(previous, next),
);
