// The "Citing web sources" section of the system prompt: present exactly when web_search or web_fetch is available,
// after the tools list, asking for inline [n] citations of sources actually read.
import { describe, expect, it } from 'vitest';
import { buildSystemPrompt, citationSection } from '../../electron/agent/context/system-prompt';
import { createDatetimeTool } from '../../tools/datetime';
import { createSourceNumbers } from '../../tools/web/source-numbers';
import { createWebFetchTool } from '../../tools/web/web-fetch-tool';
import { createWebSearchTool } from '../../tools/web/web-search-tool';

const sources = createSourceNumbers();
const search = createWebSearchTool({
  settings: () => ({ searchProvider: 'duckduckgo', searxngUrl: '' }),
  readKey: async () => null,
  sources,
});
const fetchTool = createWebFetchTool({ settings: () => ({ allowPrivateNetwork: false }), sources });
const datetime = createDatetimeTool();

describe('citationSection', () => {
  it('is absent without web tools', () => {
    expect(citationSection([datetime])).toBeUndefined();
    const prompt = buildSystemPrompt({ now: new Date(), timeZone: 'UTC', tools: [datetime], toolMode: 'native' });
    expect(prompt).not.toContain('# Citing web sources');
  });

  it.each([
    ['web_search', [search]],
    ['web_fetch', [fetchTool]],
  ])('asks for [n] citations when %s is available, right after the tools section', (_name, tools) => {
    const prompt = buildSystemPrompt({
      now: new Date(),
      timeZone: 'UTC',
      tools: [datetime, ...tools],
      toolMode: 'native',
    });
    const section = citationSection([datetime, ...tools])!;
    expect(section).toMatch(/cite the numbers inline/);
    expect(section).toMatch(/never invent a number or a URL/);
    expect(prompt.indexOf('# Citing web sources')).toBeGreaterThan(prompt.indexOf('# Tools'));
    expect(prompt.indexOf('# Citing web sources')).toBeLessThan(prompt.indexOf('# Date and time'));
  });
});
