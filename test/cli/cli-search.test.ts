// `hearth search`: real CLI processes over one data folder whose conversations were asked through the fake model;
// a Chinese and a Korean word inside a sentence find their conversation, best first, with a snippet and the ID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let server: FakeLlmServer;
let dataDir: string;
const ids: Record<string, string> = {};

const cli = (...args: string[]) => runCli([...args, '--data-dir', dataDir]);

async function ask(prompt: string): Promise<string> {
  server.script({ kind: 'text', text: 'Noted.' });
  const asked = await cli('ask', prompt, '--base-url', server.url, '--model', 'fake-model', '--json');
  expect(asked.code, asked.stderr).toBe(0);
  return String(asked.lines().at(-1)!.conversationId);
}

beforeAll(async () => {
  server = await startFakeLlmServer();
  dataDir = temp.make('cli-search');
  ids.chinese = await ask('我最喜欢的茶是乌龙茶');
  ids.korean = await ask('나는 아침마다 보리차를 마신다');
  ids.english = await ask('Which teapot keeps green tea warm longest?');
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

describe('hearth search', () => {
  it('finds a conversation by a Chinese word and by a Korean word, with its ID and the snippet', async () => {
    const chinese = await cli('search', '乌龙茶');
    expect(chinese.code, chinese.stderr).toBe(0);
    expect(chinese.stdout.split('\n')[0]).toMatch(new RegExp(`^${ids.chinese}  `));
    expect(chinese.stdout).toContain('我最喜欢的茶是乌龙茶');
    expect(chinese.stdout).not.toContain(ids.korean as string);

    const korean = await cli('search', '보리차', '--json');
    expect(korean.code, korean.stderr).toBe(0);
    expect(korean.lines()).toEqual([
      [
        expect.objectContaining({
          conversationId: ids.korean,
          matchedIn: 'message',
          snippet: expect.stringContaining('보리차를'),
        }),
      ],
    ]);
  });

  it('an English word still finds its conversation; --limit caps the list; no match says so on stderr', async () => {
    const tea = await cli('search', 'tea', '--json');
    expect(tea.lines()[0]).toEqual([expect.objectContaining({ conversationId: ids.english })]);
    const anyTea = await cli('search', '茶', '--json', '--limit', '1');
    expect(anyTea.lines()[0]).toHaveLength(1);
    const none = await cli('search', '咖啡');
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('No conversation matches "咖啡".');
  });

  it('refuses a bad --limit or one on another command, before opening anything', async () => {
    expect((await cli('search', 'tea', '--limit', '0')).code).toBe(2);
    expect((await cli('search', 'tea', '--limit', 'many')).stderr).toContain('--limit must be a whole number');
    expect((await cli('activity', '--limit', '3')).code).toBe(2);
  });
});
