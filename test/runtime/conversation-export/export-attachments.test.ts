// Exports carry what the person attached: through the real runtime (SQLite, the attachment store, sharp) a message's
// picture is embedded in the HTML, Markdown and JSON exports, and a document is named with its size.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Prompter } from '../../../electron/agent/approvals/prompter';
import { conversationExportSchema } from '../../../electron/runtime/conversation-export/export-schema';
import { useRuntimeFixture } from '../../support/runtime-fixture';

const fixture = useRuntimeFixture();
const allow: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };

describe('export with attachments', () => {
  it('embeds an attached picture and names an attached document in every format', async () => {
    const runtime = await fixture.open();
    runtime.settingsStore.set('provider.custom.imageInput', 'yes');
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer();
    const image = await runtime.attachments.add({ name: 'green.png', mimeType: 'image/png', bytes: png });
    const notes = await runtime.attachments.add({
      name: 'notes.txt',
      mimeType: 'text/plain',
      bytes: Buffer.from('buy milk\n'),
    });
    if (!image.ok || !notes.ok) throw new Error('attachments were refused');
    fixture.server.script({ kind: 'text', text: 'A green box and a list.' });
    const started = runtime.session.send({
      prompter: allow,
      text: 'Look at these',
      attachments: [
        { sha256: image.attachment.sha256, name: 'green.png' },
        { sha256: notes.attachment.sha256, name: 'notes.txt' },
      ],
    });
    if (!started.ok) throw new Error(started.error);
    const { conversationId } = await started.run.done;

    const exported = async (format: 'md' | 'html' | 'json'): Promise<string> => {
      const result = await runtime.conversationExport.exportOne(conversationId, format);
      if (!result.ok) throw new Error(result.message);
      return result.export.text;
    };
    const stored = runtime.conversations.listMessages(conversationId).find((message) => message.role === 'user')!;
    const linked = runtime.attachments.forMessages([stored.id]).get(stored.id)!;
    expect(linked.map((file) => file.name)).toEqual(['green.png', 'notes.txt']);

    const json = conversationExportSchema.parse(JSON.parse(await exported('json')));
    const question = json.messages.find((message) => message.role === 'user')!;
    expect(question.attachments?.map(({ name, kind, data }) => ({ name, kind, hasData: data !== null }))).toEqual([
      { name: 'green.png', kind: 'image', hasData: true },
      { name: 'notes.txt', kind: 'document', hasData: false },
    ]);
    const picture = question.attachments![0]!;
    const decoded = await sharp(Buffer.from(picture.data!, 'base64')).metadata();
    expect([decoded.width, decoded.height]).toEqual([40, 20]);

    const html = await exported('html');
    expect(html).toContain(`<img src="data:${picture.mimeType};base64,${picture.data}" alt="green.png">`);
    expect(html).toContain('Attached: notes.txt (9 bytes)');
    const markdown = await exported('md');
    expect(markdown).toContain(`![green.png](data:${picture.mimeType};base64,${picture.data})`);
    expect(markdown).toContain('*Attached: notes.txt (9 bytes)*');
  });
});
