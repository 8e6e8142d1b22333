// One row of the message list: a user message (editable while no reply runs), an assistant message, or the marker
// where earlier messages were summarized.
import { memo } from 'react';
import type { ToolCardView, ViewItem } from '../stores/conversation-types';
import type { WebSource } from '../../../electron/shared/web-sources';
import { sourcesKey } from './answer-sources';
import { AssistantMessage } from './AssistantMessage';
import { CompactionMarker } from './CompactionMarker';
import { UserMessage } from './UserMessage';

interface MessageRowProps {
  item: ViewItem;
  tools: Record<string, ToolCardView>;
  isLastUser: boolean;
  isLastAssistant: boolean;
  running: boolean;
  sources?: readonly WebSource[];
}

function sameCards(previous: MessageRowProps, next: MessageRowProps): boolean {
  if (next.item.kind !== 'assistant') return true;
  return next.item.toolCallIds.every((id) => previous.tools[id] === next.tools[id]);
}

export const MessageRow = memo(
  function MessageRow({ item, tools, isLastAssistant, running, sources }: MessageRowProps) {
    if (item.kind === 'user') return <UserMessage item={item} editable={!running} />;
    if (item.kind === 'compaction') return <CompactionMarker item={item} />;
    return <AssistantMessage item={item} tools={tools} isLast={isLastAssistant} running={running} sources={sources} />;
  },
  (previous, next) =>
    previous.item === next.item &&
    previous.isLastUser === next.isLastUser &&
    previous.isLastAssistant === next.isLastAssistant &&
    previous.running === next.running &&
    sourcesKey(previous.sources) === sourcesKey(next.sources) &&
    sameCards(previous, next),
);
