// The model meets the person in their language: the system prompt asks for answers in the language of the person's
// message, and a compaction summary is asked for in the conversation's language (named from its script), through the
// real openai-stream client against the fake server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { summarize } from '../../electron/agent/context/compaction';
import { languageOfTexts } from '../../electron/agent/context/conversation-language';
import type { HistoryMessage } from '../../electron/agent/context/history';
import { identitySection } from '../../electron/agent/context/system-prompt';
import { createOpenAiModelClient } from '../../electron/agent/model/openai-stream';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

async function summaryRequestFor(fold: HistoryMessage[]): Promise<string> {
  server.script({ kind: 'text', text: '요약' });
  const summary = await summarize(fold, undefined, {
    runId: 'r1',
    model: createOpenAiModelClient({ baseUrl: server.url, model: 'm', maxRetries: 0 }),
    contextTokens: 8_000,
    signal: new AbortController().signal,
    emit: () => undefined,
  });
  expect(summary).toMatchObject({ ok: true, text: '요약' });
  const request = server.requests[0]!;
  return String(request.messages.at(-1)?.content);
}

describe('answers and summaries in the person’s language', () => {
  it('the system prompt asks for the language of the user’s latest message', () => {
    expect(identitySection()).toMatch(/Answer in the language of the user’s latest message/);
  });

  it('asks for a Korean summary of a Korean conversation, naming the language', async () => {
    const request = await summaryRequestFor([
      { role: 'user', content: '나는 아침마다 보리차를 마신다. 좋은 보리차를 추천해 줘.' },
      { role: 'assistant', content: 'Here are three barley teas you could try.' },
    ]);
    expect(request).toMatch(/^Summarize the conversation below/);
    expect(request).toContain('Write the summary in the language the user writes in (Korean), not translated');
  });

  it('leaves the language to the model for Latin-script text', async () => {
    const request = await summaryRequestFor([{ role: 'user', content: 'Mañana quiero ir a la playa con mis hijos.' }]);
    expect(request).toContain('Write the summary in the language the user writes in, not translated');
  });

  it('names the script most of the person’s words are in', () => {
    expect(languageOfTexts(['私は毎朝緑茶を飲みます'])).toBe('Japanese');
    expect(languageOfTexts(['我最喜欢的茶是乌龙茶', 'ok'])).toBe('Chinese');
    expect(languageOfTexts(['Привет, как дела?'])).toBe('Russian or another Cyrillic-script language');
    expect(languageOfTexts(['Please check the file 設定.json and tell me what it contains'])).toBeUndefined();
    expect(languageOfTexts([])).toBeUndefined();
  });
});
