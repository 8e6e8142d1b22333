// `export` through the real CLI: a conversation made by a real `ask` run (the fake model calls two tools, one fails)
// plus one holding a tool image, exported as Markdown, HTML and JSON to stdout, to a file and (--all) to a folder.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationExportSchema } from '../../electron/runtime/conversation-export/export-schema';
import { createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import type { StoredMessage } from '../../electron/shared/conversation-types';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let server: FakeLlmServer;
let dataDir: string;
let workspace: string;
let conversationId: string;
let imageConversationId: string;
let stored: StoredMessage[];

const hostilePrompt = 'Show me <script>alert("pwned")</script> and <img src="https://evil.example/t.png">';
const answer = [
  'Here is the code:',
  '',
  '```js',
  'const fence = "```";',
  '```',
  '',
  'and a fence the model never closed:',
  '```',
  'still code',
].join('\n');
// A 1×1 PNG.
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const exportCli = (...args: string[]) => runCli(['export', ...args, '--data-dir', dataDir]);

function withStore<T>(use: (store: ReturnType<typeof createConversationStore>) => T): T {
  const { db } = openDatabase(join(dataDir, 'hearth.db'));
  try {
    return use(createConversationStore(db));
  } finally {
    closeDatabase(db);
  }
}

beforeAll(async () => {
  server = await startFakeLlmServer();
  dataDir = temp.make('cli-export');
  workspace = temp.make('cli-export-workspace');
  server.script(
    {
      kind: 'tool_calls',
      calls: [
        { name: 'datetime', arguments: { timezone: 'Asia/Seoul' } },
        { name: 'read_file', arguments: { path: 'missing.txt' } },
      ],
    },
    { kind: 'text', text: answer },
  );
  const run = await runCli([
    'ask',
    hostilePrompt,
    '--json',
    '--base-url',
    server.url,
    '--model',
    'm',
    '--workspace',
    workspace,
    '--data-dir',
    dataDir,
  ]);
  expect(run.code, run.stderr).toBe(0);
  conversationId = String(run.lines().at(-1)!.conversationId);
  ({ stored, imageConversationId } = withStore((store) => {
    const withImage = store.create({ title: 'Screenshot: of/the\\page?' });
    store.appendMessage({ conversationId: withImage.id, role: 'user', content: 'take a screenshot' });
    store.appendMessage({
      conversationId: withImage.id,
      role: 'tool',
      content: '(1 image returned)',
      toolCallId: 'call_img',
      toolName: 'browser',
      details: { details: null, images: [{ mimeType: 'image/png', data: png }], durationMs: 5 },
    });
    return { stored: store.listMessages(conversationId), imageConversationId: withImage.id };
  }));
}, 60_000);
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

describe('hearth cli: export', { timeout: 180_000 }, () => {
  it('the conversation under test is real: a user prompt, two tool calls, their results (one failed), the answer', () => {
    expect(stored.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
      ['tool', 'complete'],
      ['tool', 'error'],
      ['assistant', 'complete'],
    ]);
  });

  it('Markdown (the default) to stdout holds every message; fences in messages do not swallow what follows', async () => {
    const run = await exportCli(conversationId);
    expect(run.code, run.stderr).toBe(0);
    const markdown = run.stdout;
    for (const message of stored) if (message.content) expect(markdown).toContain(message.content);
    expect(markdown).toContain('datetime');
    expect(markdown).toContain('"path": "missing.txt"');
    // Parsed as Markdown: one level-2 heading per message, so no fence ran on past its message.
    const tree = fromMarkdown(markdown);
    const headings = tree.children.filter((node) => node.type === 'heading' && node.depth === 2);
    expect(headings).toHaveLength(stored.length);
    const codeBlocks = tree.children.filter((node) => node.type === 'code');
    expect(codeBlocks.map((node) => (node as { value: string }).value)).toEqual(
      expect.arrayContaining(['const fence = "```";', 'still code']),
    );
    expect(tree.children.filter((node) => node.type === 'thematicBreak')).toHaveLength(stored.length);
  });

  it('HTML is one self-contained page: nothing external, the hostile message escaped, images inlined', async () => {
    const run = await exportCli(conversationId, '--format', 'html');
    expect(run.code, run.stderr).toBe(0);
    const html = run.stdout;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('Content-Security-Policy');
    expect(html).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<img src="https://evil.example');
    // Fenced code in a message is shown as code; the fence the model never closed runs to the message's end.
    expect(html).toContain('<pre class="code" data-language="js"><code>const fence = &quot;```&quot;;</code></pre>');
    expect(html).toContain('<pre class="code"><code>still code</code></pre>');
    // Every attribute that could load something points nowhere outside the file (all text is escaped, so a raw quote
    // only ever delimits one of the export's own attributes).
    const references = [
      ...html.matchAll(/\s(?:src|href|srcset|action|poster|data|background|xlink:href)\s*=\s*["']([^"']*)["']/gi),
    ].map((match) => match[1]);
    for (const target of references) expect(target).toMatch(/^data:image\//);
    expect(html).not.toMatch(/<link\b|@import|url\(|<iframe|<object|<embed/i);

    const withImage = await exportCli(imageConversationId, '--format', 'html');
    expect(withImage.code, withImage.stderr).toBe(0);
    expect(withImage.stdout).toContain(`<img src="data:image/png;base64,${png}"`);
    const markdown = await exportCli(imageConversationId);
    expect(markdown.stdout).toContain(`](data:image/png;base64,${png})`);
  });

  it('JSON is the documented hearth.conversation v1 document with every message, tool call, result and status', async () => {
    const run = await exportCli(conversationId, '--format', 'json');
    expect(run.code, run.stderr).toBe(0);
    const document = conversationExportSchema.parse(JSON.parse(run.stdout));
    expect(document).toMatchObject({ format: 'hearth.conversation', version: 1 });
    expect(document.conversation).toMatchObject({ id: conversationId, kind: 'chat' });
    expect(document.messages.map((message) => message.id)).toEqual(stored.map((message) => message.id));
    const calls = document.messages[1]!.toolCalls;
    expect(calls.map((call) => call.name)).toEqual(['datetime', 'read_file']);
    expect(JSON.parse(calls[1]!.arguments)).toEqual({ path: 'missing.txt' });
    const results = document.messages.filter((message) => message.role === 'tool');
    expect(results.map((result) => [result.toolCallId, result.toolName, result.status])).toEqual([
      [calls[0]!.id, 'datetime', 'complete'],
      [calls[1]!.id, 'read_file', 'error'],
    ]);
    expect(document.messages[0]!.content).toBe(hostilePrompt);
    expect(document.messages.at(-1)!.content).toBe(answer);

    const images = conversationExportSchema.parse(
      JSON.parse((await exportCli(imageConversationId, '--format', 'json')).stdout),
    );
    expect(images.messages[1]!.images).toEqual([{ mimeType: 'image/png', data: png }]);
  });

  it('--out FILE creates the file and prints its path; an existing file is never overwritten (exit 1)', async () => {
    const folder = temp.make('cli-export-out');
    const file = join(folder, 'chat.html');
    const run = await exportCli(conversationId, '--format', 'html', '--out', file);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`${file}\n`);
    expect(readFileSync(file, 'utf8')).toContain('&lt;script&gt;');

    writeFileSync(file, 'precious');
    const again = await exportCli(conversationId, '--out', file);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists; nothing was overwritten/);
    expect(readFileSync(file, 'utf8')).toBe('precious');

    // A relative --out starts where the command was typed (npm passes that folder as INIT_CWD).
    const relative = await runCli(['export', conversationId, '--out', 'typed-here.md', '--data-dir', dataDir], {
      env: { INIT_CWD: folder },
    });
    expect(relative.code, relative.stderr).toBe(0);
    expect(relative.stdout).toBe(`${join(folder, 'typed-here.md')}\n`);
    expect(readFileSync(join(folder, 'typed-here.md'), 'utf8')).toContain(hostilePrompt);

    // --all into a path that is a file: a clear error, the file untouched.
    const intoFile = await exportCli('--all', '--out', file);
    expect(intoFile.code).toBe(1);
    expect(intoFile.stderr).toMatch(/is a file, not a folder; nothing was written/);
    expect(readFileSync(file, 'utf8')).toBe('precious');

    const json = await exportCli(conversationId, '--format', 'json', '--out', join(folder, 'chat.json'), '--json');
    expect(json.code, json.stderr).toBe(0);
    expect(json.lines()).toEqual([{ type: 'export', conversationId, format: 'json', path: join(folder, 'chat.json') }]);
  });

  it('--all --out DIR writes one file per conversation with safe, unique names and prints each; never overwrites', async () => {
    const folder = join(temp.make('cli-export-all'), 'exports');
    const first = await exportCli('--all', '--out', folder, '--format', 'json');
    expect(first.code, first.stderr).toBe(0);
    const printed = first.stdout.trim().split('\n');
    expect(printed).toHaveLength(2);
    const names = readdirSync(folder).sort();
    expect(printed.map((path) => path.slice(folder.length + 1)).sort()).toEqual(names);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-[\p{L}\p{N}-]+\.json$/u);
    expect(names.some((name) => name.includes('screenshot-of-the-page'))).toBe(true);
    const ids = names.map(
      (name) => conversationExportSchema.parse(JSON.parse(readFileSync(join(folder, name), 'utf8'))).conversation.id,
    );
    expect(ids.sort()).toEqual([conversationId, imageConversationId].sort());

    const second = await exportCli('--all', '--out', folder, '--format', 'json', '--json');
    expect(second.code, second.stderr).toBe(0);
    expect(second.lines()).toHaveLength(2);
    for (const line of second.lines()) expect(names).not.toContain(String(line.path).slice(folder.length + 1));
    expect(readdirSync(folder)).toHaveLength(4);
  });

  it('an unknown ID exits 2 with a clear message; bad flags print usage and exit 2; nothing is written', async () => {
    const unknown = await exportCli('no-such-conversation');
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/no conversation with ID 'no-such-conversation'/);
    const folder = temp.make('cli-export-bad');
    for (const args of [
      [conversationId, '--format', 'pdf'],
      ['--all'],
      ['--all', conversationId, '--out', folder],
      [],
      [conversationId, '--out', ''],
    ]) {
      const run = await exportCli(...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/see --help/);
    }
    const misplaced = await runCli(['config', 'get', '--format', 'md']);
    expect(misplaced.code).toBe(2);
    expect(readdirSync(folder)).toEqual([]);
  });
});
