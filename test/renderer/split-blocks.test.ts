// Markdown block splitting for streaming: finished blocks stay stable while the last one grows.
import { describe, expect, it } from 'vitest';
import { createIncrementalSplitter, splitMarkdownBlocks } from '../../renderer/src/markdown/split-blocks';

describe('splitMarkdownBlocks', () => {
  it('splits paragraphs, headings and tables on blank lines', () => {
    const text = '# Title\n\nFirst para\nstill first.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nLast';
    expect(splitMarkdownBlocks(text)).toEqual([
      '# Title',
      'First para\nstill first.',
      '| a | b |\n|---|---|\n| 1 | 2 |',
      'Last',
    ]);
  });

  it('keeps a fenced code block with blank lines inside as one block, even while it is still open', () => {
    const closed = 'Intro\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\nAfter';
    expect(splitMarkdownBlocks(closed)).toEqual(['Intro', '```ts\nconst a = 1;\n\nconst b = 2;\n```', 'After']);
    const open = 'Intro\n\n```\nline one\n\nline two';
    expect(splitMarkdownBlocks(open)).toEqual(['Intro', '```\nline one\n\nline two']);
  });

  it('keeps loose lists and indented continuations together', () => {
    const text = '- one\n\n- two\n\n  more about two\n\nAfter the list';
    expect(splitMarkdownBlocks(text)).toEqual(['- one\n\n- two\n\n  more about two', 'After the list']);
  });

  it('keeps earlier blocks identical as text streams in (so memoized blocks do not re-render)', () => {
    const full = 'Alpha paragraph.\n\n- a\n- b\n\nOmega paragraph grows';
    let previous: string[] = [];
    for (let end = 1; end <= full.length; end++) {
      const blocks = splitMarkdownBlocks(full.slice(0, end));
      for (let i = 0; i < previous.length - 1; i++) expect(blocks[i]).toBe(previous[i]);
      previous = blocks;
    }
    expect(previous).toEqual(['Alpha paragraph.', '- a\n- b', 'Omega paragraph grows']);
  });

  it('returns nothing for empty or blank input', () => {
    expect(splitMarkdownBlocks('')).toEqual([]);
    expect(splitMarkdownBlocks('\n\n  \n')).toEqual([]);
  });
});

describe('createIncrementalSplitter', () => {
  const sample = [
    '# Heading one',
    '',
    'A paragraph that goes on\nover two lines.',
    '',
    '- item one\n- item two\n\n- loose item three\n\n  continued three',
    '',
    '1. first\n2. second',
    '',
    '```ts\nconst a = 1;\n\n\nconst b = 2;\n```',
    '',
    '| a | b |\n|---|---|\n| 1 | 2 |',
    '',
    '    indented code',
    '',
    '~~~\nunclosed tilde fence\n\nstill code',
  ].join('\n');

  for (const step of [1, 3, 4, 7, 16]) {
    it(`gives exactly splitMarkdownBlocks at every point of a stream in ${step}-character pieces`, () => {
      const splitter = createIncrementalSplitter();
      for (let end = 0; end <= sample.length; end += step) {
        const text = sample.slice(0, end);
        expect(splitter.split(text), JSON.stringify(text.slice(-20))).toEqual(splitMarkdownBlocks(text));
      }
      expect(splitter.split(sample)).toEqual(splitMarkdownBlocks(sample));
    });
  }

  it('a list item whose marker arrives in pieces stays in its list (a partial line decides nothing)', () => {
    const splitter = createIncrementalSplitter();
    for (const text of ['- one\n\n', '- one\n\n-', '- one\n\n- ', '- one\n\n- two'])
      expect(splitter.split(text)).toEqual(splitMarkdownBlocks(text));
    expect(splitter.split('- one\n\n- two')).toEqual(['- one\n\n- two']);
  });

  it('starts over when the text is not a continuation (an edit, another message)', () => {
    const splitter = createIncrementalSplitter();
    splitter.split('First\n\nSecond\n\nThird');
    expect(splitter.split('Other\n\nText')).toEqual(['Other', 'Text']);
  });
});
