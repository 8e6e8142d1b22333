// The Markdown export: a title, the conversation's facts, then every message in order. Message text is kept as the
// Markdown it is (an unclosed code fence is closed so it cannot swallow what follows); everything Hearth fences itself
// (tool arguments, results) uses a fence longer than any backtick run inside, so ``` in a message renders right.
import type { ConversationExport, ExportedAttachment, ExportedMessage } from './export-schema';
import {
  attachmentSize,
  conversationFacts,
  dataUrl,
  isInlinableImage,
  prettyArguments,
  readableTime,
  speakerOf,
  statusNote,
  untitled,
} from './export-text';
import { artifactsMarkdown } from './artifact-sections';

/** A fence of backticks longer than the longest run inside `text` (at least three). */
export function fenceFor(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

export function fenced(text: string, language = ''): string {
  const fence = fenceFor(text);
  return `${fence}${language}\n${text}${text.endsWith('\n') ? '' : '\n'}${fence}`;
}

/** Inline code that survives backticks in the text. */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** Closes a code fence the text leaves open (CommonMark: same character, at least as long, no info string). */
export function closeOpenFence(text: string): string {
  let open: { char: string; length: number } | null = null;
  for (const line of text.split('\n')) {
    const match = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!match) continue;
    const run = match[1] as string;
    const rest = match[2] as string;
    if (!open) {
      if (run[0] === '`' && rest.includes('`')) continue; // not a fence: backticks in a backtick info string
      open = { char: run[0] as string, length: run.length };
    } else if (run[0] === open.char && run.length >= open.length && rest.trim() === '') {
      open = null;
    }
  }
  return open ? `${text}${text.endsWith('\n') ? '' : '\n'}${open.char.repeat(open.length)}` : text;
}

/** Escapes what would turn a line of plain text into Markdown structure (used for titles and labels). */
export function plainLine(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>#|!]/g, (char) => `\\${char}`);
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

/** An attached picture inline (when its type is one every viewer shows), any other file named with its size. */
function attachmentLine(file: ExportedAttachment): string {
  const image = file.data === null ? undefined : { mimeType: file.mimeType, data: file.data };
  if (image && isInlinableImage(image)) return `![${plainLine(file.name)}](${dataUrl(image)})`;
  return `*Attached: ${plainLine(file.name)} (${attachmentSize(file.size)})*`;
}

function messageBlock(message: ExportedMessage): string {
  const note = statusNote(message);
  const parts = [
    `## ${plainLine(speakerOf(message))} · ${readableTime(message.createdAt)}${note ? ` · ${plainLine(note)}` : ''}`,
  ];
  if (message.reasoning) parts.push(`**Reasoning**\n\n${quote(closeOpenFence(message.reasoning))}`);
  if (message.role === 'tool') {
    if (message.content !== '') parts.push(fenced(message.content, 'text'));
  } else if (message.content !== '') {
    parts.push(closeOpenFence(message.content));
  }
  for (const file of message.attachments ?? []) parts.push(attachmentLine(file));
  message.images.forEach((image, index) => {
    parts.push(
      isInlinableImage(image)
        ? `![Image ${index + 1} from ${plainLine(message.toolName ?? 'the tool')}](${dataUrl(image)})`
        : `*(an image of type ${plainLine(image.mimeType)} was not included)*`,
    );
  });
  for (const call of message.toolCalls) {
    parts.push(
      `**Tool call** ${inlineCode(call.name)} (${inlineCode(call.id)})\n\n${fenced(prettyArguments(call.arguments), 'json')}`,
    );
  }
  if (message.error && message.role !== 'tool' && message.status === 'complete')
    parts.push(`*Error: ${plainLine(message.error)}*`);
  return parts.join('\n\n');
}

export function formatMarkdown(document: ConversationExport): string {
  const facts = conversationFacts(document).map((fact) => `- ${plainLine(fact)}`);
  const header = `# ${plainLine(untitled(document.conversation.title))}\n\n${facts.join('\n')}`;
  const artifacts = artifactsMarkdown(document.artifacts ?? [], { fenced, plainLine });
  return `${[header, ...document.messages.map(messageBlock), ...artifacts].join('\n\n---\n\n')}\n`;
}
