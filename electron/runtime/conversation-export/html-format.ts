// The HTML export: one self-contained page (inline CSS, images as data: URLs, a Content-Security-Policy that allows
// nothing external), every text escaped so a message holding `<script>` stays text. Message text is shown as written,
// its fenced code blocks as code.
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
import { exportStylesheet } from './html-style';
import { splitFencedBlocks } from './fenced-blocks';
import { artifactsHtml } from './artifact-sections';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] as string);
}

/** Nothing may load from outside the file: no scripts, fonts, frames or remote images; only inline styles and data: images. */
export const exportContentPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** Prose as written (white space kept), fenced code blocks as code with their language. */
function messageText(content: string): string {
  return splitFencedBlocks(content)
    .map((block) =>
      block.kind === 'text'
        ? `<p class="text">${escapeHtml(block.text)}</p>`
        : `<pre class="code"${block.language ? ` data-language="${escapeHtml(block.language)}"` : ''}><code>${escapeHtml(block.text)}</code></pre>`,
    )
    .join('\n');
}

/** An attached picture inline (when its type is one every browser shows), any other file named with its size. */
function attachmentHtml(file: ExportedAttachment): string {
  const image = file.data === null ? undefined : { mimeType: file.mimeType, data: file.data };
  if (image && isInlinableImage(image))
    return `<img src="${escapeHtml(dataUrl(image))}" alt="${escapeHtml(file.name)}">`;
  return `<p class="note">Attached: ${escapeHtml(file.name)} (${escapeHtml(attachmentSize(file.size))})</p>`;
}

function messageArticle(message: ExportedMessage): string {
  const note = statusNote(message);
  const parts = [
    `<header><span class="speaker">${escapeHtml(speakerOf(message))}</span>` +
      `<time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(readableTime(message.createdAt))}</time>` +
      (note ? `<span class="status">${escapeHtml(note)}</span>` : '') +
      '</header>',
  ];
  if (message.reasoning) {
    parts.push(
      `<details class="reasoning"><summary>Reasoning</summary><p class="text">${escapeHtml(message.reasoning)}</p></details>`,
    );
  }
  if (message.content !== '') {
    parts.push(message.role === 'tool' ? `<pre>${escapeHtml(message.content)}</pre>` : messageText(message.content));
  }
  for (const file of message.attachments ?? []) parts.push(attachmentHtml(file));
  message.images.forEach((image, index) => {
    parts.push(
      isInlinableImage(image)
        ? `<img src="${escapeHtml(dataUrl(image))}" alt="${escapeHtml(`Image ${index + 1} from ${message.toolName ?? 'the tool'}`)}">`
        : `<p class="note">An image of type ${escapeHtml(image.mimeType)} was not included.</p>`,
    );
  });
  for (const call of message.toolCalls) {
    parts.push(
      `<details open><summary>Tool call <span class="call-name">${escapeHtml(call.name)}</span> ` +
        `(${escapeHtml(call.id)})</summary><pre>${escapeHtml(prettyArguments(call.arguments))}</pre></details>`,
    );
  }
  if (message.error && message.role !== 'tool' && message.status === 'complete')
    parts.push(`<p class="note">Error: ${escapeHtml(message.error)}</p>`);
  return `<article class="message ${message.role}" id="message-${message.seq}">\n${parts.join('\n')}\n</article>`;
}

export function formatHtml(document: ConversationExport): string {
  const title = untitled(document.conversation.title);
  const facts = conversationFacts(document)
    .map((fact) => `<li>${escapeHtml(fact)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${exportContentPolicy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Hearth (hearth.conversation export, version ${document.version})">
<title>${escapeHtml(title)}</title>
<style>${exportStylesheet}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<ul class="facts">${facts}</ul>
${document.messages.map(messageArticle).join('\n')}
${artifactsHtml(document.artifacts ?? [], escapeHtml)}
</main>
</body>
</html>
`;
}
