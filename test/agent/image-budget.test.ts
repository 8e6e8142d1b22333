// A picture-heavy conversation (issue 44): 500 browser screenshots and 100 attached photos. A request carries only the
// newest images the model can use; every older one is described in its message's text, not sent again.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { describe, expect, it } from 'vitest';
import { toModelMessages, type HistoryMessage } from '../../electron/agent/context/history';
import { keepNewestImages, MAX_IMAGES_PER_REQUEST } from '../../electron/agent/context/image-budget';

const png = (n: number) => ({ mimeType: 'image/png', data: Buffer.from(`screenshot ${n}`).toString('base64') });
const photo = (n: number) => ({
  kind: 'image' as const,
  name: `photo-${n}.jpg`,
  mimeType: 'image/jpeg',
  data: Buffer.from(`photo ${n}`).toString('base64'),
});

/** 100 turns: each a question with one photo, then 5 screenshot calls and an answer. */
function pictureHeavyHistory(): HistoryMessage[] {
  const history: HistoryMessage[] = [];
  let shot = 0;
  for (let turn = 0; turn < 100; turn += 1) {
    history.push({ role: 'user', content: `What is in photo ${turn}?`, attachments: [photo(turn)] });
    for (let step = 0; step < 5; step += 1) {
      const id = `call-${turn}-${step}`;
      history.push({
        role: 'assistant',
        content: '',
        toolCalls: [{ id, name: 'browser', arguments: '{"action":"screenshot"}' }],
      });
      history.push({
        role: 'tool',
        content: 'Screenshot taken.',
        toolCallId: id,
        toolName: 'browser',
        images: [png(shot)],
      });
      shot += 1;
    }
    history.push({ role: 'assistant', content: `Photo ${turn} shows a cat.` });
  }
  return history;
}

/** The image data URLs a request carries, in order. */
function imagesSent(messages: ChatCompletionMessageParam[]): string[] {
  return messages.flatMap((message) =>
    Array.isArray(message.content)
      ? message.content.flatMap((part) => (part.type === 'image_url' ? [part.image_url.url] : []))
      : [],
  );
}

const textOf = (messages: ChatCompletionMessageParam[]) => JSON.stringify(messages.map((message) => message.content));

describe('images in a request', () => {
  it('sends only the newest images of a conversation with 500 screenshots and 100 photos, describing the rest', () => {
    const history = pictureHeavyHistory();
    expect(history.reduce((n, m) => n + (m.images?.length ?? 0) + (m.attachments?.length ?? 0), 0)).toBe(600);

    const messages = toModelMessages(history, { toolMode: 'native', takesImages: true });
    const sent = imagesSent(messages);
    expect(sent).toHaveLength(MAX_IMAGES_PER_REQUEST);
    // The newest: the last turn's photo and screenshots 495–499, then the two screenshots before them.
    expect(sent).toContain(`data:image/jpeg;base64,${photo(99).data}`);
    expect(sent).toContain(`data:image/png;base64,${png(499).data}`);
    expect(sent).not.toContain(`data:image/png;base64,${png(0).data}`);
    expect(sent).not.toContain(`data:image/jpeg;base64,${photo(0).data}`);
    const text = textOf(messages);
    expect(text).toContain('Image \\"photo-0.jpg\\": shown to the model earlier in this conversation, not sent again.');
    expect(text.match(/The tool returned an image here/g)?.length).toBe(500 - (MAX_IMAGES_PER_REQUEST - 1));
  });

  it('keeps every image of a short conversation, and the cap is a parameter', () => {
    const history = pictureHeavyHistory().slice(0, 11); // one photo and five screenshots
    expect(imagesSent(toModelMessages(history, { toolMode: 'native', takesImages: true }))).toHaveLength(6);
    expect(imagesSent(toModelMessages(history, { toolMode: 'native', takesImages: true, maxImages: 2 }))).toEqual([
      `data:image/png;base64,${png(3).data}`,
      `data:image/png;base64,${png(4).data}`,
    ]);
  });

  it('leaves the stored history untouched and keeps the documents of a message whose image is dropped', () => {
    const document = { kind: 'document' as const, name: 'notes.txt', mimeType: 'text/plain', text: 'Lease notes' };
    const history: HistoryMessage[] = [
      { role: 'user', content: 'Two files', attachments: [photo(1), document] },
      { role: 'user', content: 'Newer', attachments: [photo(2)] },
    ];
    const limited = keepNewestImages(history, 1);
    expect(limited[0]?.attachments).toEqual([document]);
    expect(limited[0]?.content).toContain('photo-1.jpg');
    expect(limited[1]).toBe(history[1]);
    expect(history[0]?.attachments).toHaveLength(2);
  });
});
