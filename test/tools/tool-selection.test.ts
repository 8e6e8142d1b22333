// Tool selection (pure): tokenizing names and words, BM25 ranking against recent messages, the cap, core and pinned
// tools, the stable order of what is sent, and find_tools' keyword search.
import { describe, expect, it } from 'vitest';
import { buildToolSearchIndex, stem, tokenize, weightedTerms } from '../../tools/tool-search-index';
import {
  composeSelection,
  DEFAULT_CORE_TOOLS,
  rankForConversation,
  searchTools,
  selectTools,
  TOOL_SELECTION_CAP,
} from '../../tools/tool-selection';
import { createManyTools } from '../support/many-tools';

const builtIns = [
  ...DEFAULT_CORE_TOOLS.map((name) => ({ name, description: `The ${name.replace(/_/g, ' ')} tool.` })),
  { name: 'weather', description: 'Current weather and a daily forecast for a place.' },
  { name: 'cron_add', description: 'Schedule a reminder or a background assistant run.' },
  { name: 'memory_forget', description: 'Delete saved memories.' },
];
const sixty = [...builtIns, ...createManyTools(60 - builtIns.length)];

describe('tokenize', () => {
  it('splits snake_case, server__tool and camelCase names, lowercases, drops stopwords and stems plurals', () => {
    expect(tokenize('github__create_issue')).toEqual(['github', 'create', 'issue']);
    expect(tokenize('listPullRequests')).toEqual(['list', 'pull', 'request']);
    expect(tokenize('When is the high tide in Brest harbour?')).toEqual(['high', 'tide', 'brest', 'harbour']);
    expect(tokenize('Tides, reminders & files')).toEqual(['tide', 'remind', 'file']);
  });

  it('stems both sides alike', () => {
    for (const [a, b] of [
      ['reminder', 'reminders'],
      ['search', 'searching'],
      ['query', 'queries'],
      ['box', 'boxes'],
    ])
      expect(stem(a!)).toBe(stem(b!));
    expect(stem('bus')).toBe('bus');
    expect(stem('status')).toBe('status');
  });
});

describe('BM25 index', () => {
  it('ranks the tool whose name and description match above those matching a common word only', () => {
    const index = buildToolSearchIndex(sixty);
    const scores = index.score(weightedTerms([{ text: 'high tide in Brest harbour', weight: 1 }]));
    expect(scores[0]?.name).toBe('tide_times');
    expect(scores.every((score) => score.score > 0)).toBe(true);
  });

  it('counts a name token more than a description word', () => {
    const index = buildToolSearchIndex([
      { name: 'invoice_pdf', description: 'Creates a document.' },
      { name: 'document_maker', description: 'Creates an invoice as a PDF.' },
    ]);
    expect(index.score(weightedTerms([{ text: 'invoice', weight: 1 }])).map((s) => s.name)).toEqual([
      'invoice_pdf',
      'document_maker',
    ]);
  });

  it('joins adjacent query words, so "sun set" finds sunset', () => {
    const scores = buildToolSearchIndex(sixty).score(
      weightedTerms([{ text: 'When does the sun set tonight in Oslo?', weight: 1 }]),
    );
    expect(scores[0]?.name).toBe('sunrise_sunset');
  });

  it('gives nothing for a query of stopwords only', () => {
    expect(buildToolSearchIndex(sixty).score(weightedTerms([{ text: 'what is the and of it', weight: 1 }]))).toEqual(
      [],
    );
  });
});

describe('selectTools', () => {
  it('sends every tool when the cap or fewer are enabled', () => {
    const few = sixty.slice(0, TOOL_SELECTION_CAP);
    expect(selectTools({ tools: few, recent: [{ text: 'anything' }] })).toEqual({
      active: false,
      names: few.map((t) => t.name),
      ranked: [],
    });
  });

  it('with 60 tools: the core, then what the conversation needs, within cap - 1 (find_tools takes the last slot)', () => {
    const selection = selectTools({
      tools: sixty,
      recent: [{ text: 'when is high tide in Brest harbour?', weight: 2 }],
    });
    expect(selection.active).toBe(true);
    expect(selection.names.length).toBeLessThanOrEqual(TOOL_SELECTION_CAP - 1);
    expect(selection.names).toEqual(expect.arrayContaining([...DEFAULT_CORE_TOOLS, 'tide_times']));
    expect(selection.ranked[0]).toBe('tide_times');
    expect(selection.names).not.toContain('github__create_issue');
    // The order is the tools' order, so the same choice always yields the same request.
    const order = sixty.map((t) => t.name).filter((name) => selection.names.includes(name));
    expect(selection.names).toEqual(order);
  });

  it('a conversation about something else leaves tide_times out', () => {
    const selection = selectTools({
      tools: sixty,
      recent: [{ text: 'open an issue on our GitHub repository about the crash', weight: 2 }],
    });
    expect(selection.names).toContain('github__create_issue');
    expect(selection.names).not.toContain('tide_times');
  });

  it('weights the newest user message above older ones and includes tools named verbatim', () => {
    const ranked = rankForConversation(createManyTools(45), [
      { text: 'convert 20 dollars to euros', weight: 1 },
      { text: 'and what is the stock price of ACME? also try dns_lookup', weight: 2 },
    ]);
    expect(ranked[0]).toBe('dns_lookup');
    expect(ranked.indexOf('stock_quote')).toBeLessThan(ranked.indexOf('currency_convert'));
    expect(ranked).toContain('currency_convert');
  });

  it('keeps pinned tools before ranked ones and never exceeds the cap', () => {
    const pinned = ['moon_phase', 'qr_code_generate'];
    const selection = selectTools({
      tools: sixty,
      pinned,
      cap: DEFAULT_CORE_TOOLS.length + 3,
      recent: [{ text: 'github pull requests and jira tickets and slack messages' }],
    });
    expect(selection.names.length).toBe(DEFAULT_CORE_TOOLS.length + 2);
    expect(selection.names).toEqual(expect.arrayContaining(pinned));
  });

  it('composeSelection skips unknown names and find_tools itself', () => {
    const names = composeSelection({
      tools: sixty,
      core: ['datetime', 'nope'],
      pinned: ['find_tools'],
      ranked: ['tide_times'],
      cap: 24,
    });
    expect(names).toEqual(['datetime', 'tide_times']);
  });
});

describe('searchTools (find_tools)', () => {
  it('finds by keyword, by word prefix, and by exact name first', () => {
    expect(searchTools(sixty, 'tide', 5)[0]?.name).toBe('tide_times');
    expect(searchTools(sixty, 'thermo', 5)[0]?.name).toBe('home__set_thermostat');
    expect(searchTools(sixty, 'github__search_code', 3)[0]?.name).toBe('github__search_code');
    expect(searchTools(sixty, 'github', 2)).toHaveLength(2);
    expect(searchTools(sixty, 'zzzz', 5)).toEqual([]);
  });
});
