// One row of the message list: a user message (editable while no reply runs), an assistant message, or the marker
// where earlier messages were summarized; or one part of a long answer (its head, one markdown block, its foot).
import { memo } from 'react';
import { MarkdownBlock } from '../markdown/Markdown';
import type { ToolCardView, ViewItem } from '../stores/conversation-types';
import type { WebSource } from '../../../electron/shared/web-sources';
import { sourcesKey } from './answer-sources';
import { AssistantFoot, AssistantHead, AssistantMessage } from './AssistantMessage';
import { CompactionMarker } from './CompactionMarker';
import type { MessageRowPlan } from './message-rows';
import { UserMessage } from './UserMessage';

interface MessageRowProps {
  item: ViewItem;
  tools: Record<string, ToolCardView>;
  isLastUser: boolean;
  isLastAssistant: boolean;
  running: boolean;
  sources?: readonly WebSource[];
}

type WithCards = Pick<MessageRowProps, 'item' | 'tools'>;

function sameCards(previous: WithCards, next: WithCards): boolean {
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

interface MessagePartProps {
  row: MessageRowPlan;
  item: ViewItem;
  tools: Record<string, ToolCardView>;
  isLastAssistant: boolean;
  running: boolean;
  sources?: readonly WebSource[];
}

/** Whether a block draws differently while it streams: only fenced code does (highlighted once finished). */
const hasFence = (source: string) => source.includes('```') || source.includes('~~~');

/**
 * A finished block re-renders only if its text changes (or, for fenced code, when it stops streaming); the head and
 * foot follow their answer.
 */
function samePart(previous: MessagePartProps, next: MessagePartProps): boolean {
  const streaming = (props: MessagePartProps) =>
    props.row.kind === 'block' &&
    props.row.last &&
    props.item.kind === 'assistant' &&
    props.item.status === 'streaming';
  if (previous.row.kind === 'block' && next.row.kind === 'block') {
    return (
      previous.row.source === next.row.source && (streaming(previous) === streaming(next) || !hasFence(next.row.source))
    );
  }
  return (
    previous.row.kind === next.row.kind &&
    previous.item === next.item &&
    previous.isLastAssistant === next.isLastAssistant &&
    previous.running === next.running &&
    sourcesKey(previous.sources) === sourcesKey(next.sources) &&
    sameCards(previous, next)
  );
}

export const MessagePart = memo(function MessagePart({
  row,
  item,
  tools,
  isLastAssistant,
  running,
  sources,
}: MessagePartProps) {
  if (item.kind !== 'assistant' || row.kind === 'item') return null;
  if (row.kind === 'head') {
    return (
      <div className="message-part">
        <AssistantHead item={item} />
      </div>
    );
  }
  if (row.kind === 'block') {
    return (
      <div className="message-part">
        <div className="markdown" dir="auto">
          <MarkdownBlock source={row.source} streaming={item.status === 'streaming' && row.last} />
        </div>
      </div>
    );
  }
  return (
    <div className="message-part foot">
      <AssistantFoot item={item} tools={tools} isLast={isLastAssistant} running={running} sources={sources} />
    </div>
  );
}, samePart);
