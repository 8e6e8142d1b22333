// Exports carry a conversation's artifacts: through the real runtime (SQLite, the loop, the fake model calling the
// `artifact` tool twice) both versions are in the JSON, Markdown and HTML exports, the HTML one as inert text.
import { describe, expect, it } from 'vitest';
import type { Prompter } from '../../../electron/agent/approvals/prompter';
import { conversationExportSchema } from '../../../electron/runtime/conversation-export/export-schema';
import { useRuntimeFixture } from '../../support/runtime-fixture';

const fixture = useRuntimeFixture();
const allow: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };
const page = (text: string) => `<!doctype html><h1>${text}</h1><script>document.title = 'ran'</script>`;

describe('export with artifacts', () => {
  it('writes every version of every artifact in every format', async () => {
    const runtime = await fixture.open();
    fixture.server.script(
      {
        kind: 'tool_calls',
        calls: [{ name: 'artifact', arguments: { kind: 'html', title: 'Card', content: page('One') } }],
      },
      { kind: 'text', text: 'Here it is.' },
    );
    const first = runtime.session.send({ prompter: allow, text: 'Make a card' });
    if (!first.ok) throw new Error(first.error);
    const { conversationId } = await first.run.done;
    const exported = async (format: 'md' | 'html' | 'json'): Promise<string> => {
      const result = await runtime.conversationExport.exportOne(conversationId, format);
      if (!result.ok) throw new Error(result.message);
      return result.export.text;
    };
    const [created] = conversationExportSchema.parse(JSON.parse(await exported('json'))).artifacts ?? [];
    expect(created).toMatchObject({ version: 1, kind: 'html', title: 'Card' });

    fixture.server.script(
      {
        kind: 'tool_calls',
        calls: [
          { name: 'artifact', arguments: { id: created!.id, kind: 'html', title: 'Card', content: page('Two') } },
        ],
      },
      { kind: 'text', text: 'Updated.' },
    );
    const second = runtime.session.send({ prompter: allow, text: 'Say two', conversationId });
    if (!second.ok) throw new Error(second.error);
    await second.run.done;

    const json = conversationExportSchema.parse(JSON.parse(await exported('json')));
    expect(json.artifacts?.map(({ id, version, content }) => ({ id, version, content }))).toEqual([
      { id: created!.id, version: 1, content: page('One') },
      { id: created!.id, version: 2, content: page('Two') },
    ]);
    const markdown = await exported('md');
    expect(markdown).toContain('## Artifacts');
    expect(markdown).toMatch(/### Card · html · version 2 · /);
    expect(markdown).toContain(`\`\`\`html\n${page('Two')}\n\`\`\``);
    const html = await exported('html');
    expect(html).toContain('<h2>Artifacts</h2>');
    expect(html).toContain('&lt;script&gt;document.title = &#39;ran&#39;&lt;/script&gt;');
    expect(html).not.toContain("<script>document.title = 'ran'</script>");
  });
});
