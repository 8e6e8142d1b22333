// The shared markdown processor draws exactly what react-markdown (with remark-gfm and the same element overrides)
// draws: GFM, raw HTML as text, unsafe URLs dropped, links, images and code through MarkdownParts.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { MarkdownBlock } from '../../renderer/src/markdown/Markdown';
import {
  MarkdownImage,
  MarkdownLink,
  MarkdownPre,
  MarkdownTable,
  StreamingBlockContext,
} from '../../renderer/src/markdown/MarkdownParts';
import { mayUseGfm, renderMarkdown } from '../../renderer/src/markdown/markdown-processor';
import { seededRandom } from './seeded-random';

const components: Components = { a: MarkdownLink, img: MarkdownImage, pre: MarkdownPre, table: MarkdownTable };

const samples: Record<string, string> = {
  heading: '# Title\n\n## Sub *title* with `code`',
  paragraph: 'Some **bold**, _italic_, ~~struck~~ and `inline code`, then a hard  \nbreak.',
  lists: '- one\n- two\n  - nested [link](https://example.com/a?b=c)\n\n1. first\n2. second\n\n- [x] done\n- [ ] to do',
  table: '| Name | Value | Note |\n|:---|---:|:---:|\n| alpha | 3 | fine |\n| beta | 7 | `check` |',
  code: '```ts\nconst x: number = 1;\n```\n\n```\nplain\n```\n\n    indented code',
  rawHtml: 'Inline <b>bold</b> and <script>alert(1)</script>\n\n<div class="x">block html</div>\n\n<!-- a comment -->',
  links:
    '[safe](https://example.com) [mail](mailto:a@b.c) [bad](javascript:alert(1)) [rel](./docs#x) <https://auto.link> www.example.org',
  images: '![alt text](https://example.com/a.png "title") ![](data:image/png;base64,AAAA) ![x](javascript:alert(1))',
  quoteAndRule: '> quoted **text**\n> - list in quote\n\n---\n\nafter',
  footnote: 'A note[^1].\n\n[^1]: The footnote text.',
  reference: '[ref][r] and ![img][i]\n\n[r]: https://example.com/r\n[i]: https://example.com/i.png',
  partial: '## Streaming heading\n\n```python\ndef f(x):\n    return x *',
  entities: 'a &amp; b &lt;tag&gt; &copy; \\*not emphasis\\*',
};

/** What react-markdown draws with remark-gfm (or, with `gfm: false`, plain CommonMark) and the same overrides. */
function viaReactMarkdown(source: string, { gfm = true } = {}): string {
  return renderToStaticMarkup(
    createElement(
      StreamingBlockContext.Provider,
      { value: false },
      createElement(ReactMarkdown, { remarkPlugins: gfm ? [remarkGfm] : [], components }, source),
    ),
  );
}

describe('renderMarkdown (one processor for every block)', () => {
  for (const [name, source] of Object.entries(samples)) {
    it(`draws ${name} as react-markdown does`, () => {
      const expected = viaReactMarkdown(source);
      expect(renderToStaticMarkup(createElement(MarkdownBlock, { source, streaming: false }))).toBe(expected);
      expect(renderToStaticMarkup(renderMarkdown(source, components))).toBe(expected);
    });
  }

  it('shows raw HTML as text and never as markup', () => {
    const html = renderToStaticMarkup(renderMarkdown('Hi <img src=x onerror=alert(1)> there', components));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('keeps no state between blocks (a definition in one block does not resolve a reference in the next)', () => {
    renderMarkdown('[r]: https://example.com/r', components);
    const html = renderToStaticMarkup(renderMarkdown('[text][r]', components));
    expect(html).toBe(viaReactMarkdown('[text][r]'));
    expect(html).not.toContain('href');
  });
});

/** Pieces of markdown, most of them near GFM's triggers without being one (`www` without a dot, `http` without `://`). */
const pieces = [
  'word',
  'b',
  ' ',
  ' ',
  '\n',
  '\n\n',
  '*',
  '**',
  '_',
  '`',
  '```',
  '# ',
  '- ',
  '* ',
  '1. ',
  '2) ',
  '> ',
  '<',
  '>',
  '!',
  '(',
  ')',
  ']',
  ':',
  '.',
  '/',
  '\\',
  'x',
  'www',
  'WWW',
  'http',
  'https',
  ':/',
  'mailto:',
  'xmpp:',
  'example.com',
  '=',
  '===',
  '---',
  '+',
  '\t',
  '    ',
  '^',
  '1',
  '-',
  'é',
  '"',
  "'",
  '#',
  '$',
];

describe('GFM only where it can change the tree', () => {
  it('draws every text without a GFM trigger as the full GFM pipeline does (2,000 generated texts)', () => {
    const random = seededRandom(22);
    let compared = 0;
    for (let index = 0; index < 2_000; index += 1) {
      const length = 1 + Math.floor(random() * 24);
      let source = '';
      for (let piece = 0; piece < length; piece += 1) source += pieces[Math.floor(random() * pieces.length)];
      if (mayUseGfm(source)) continue;
      compared += 1;
      expect(renderToStaticMarkup(renderMarkdown(source, components)), `text ${index}: ${JSON.stringify(source)}`).toBe(
        viaReactMarkdown(source),
      );
    }
    expect(compared).toBeGreaterThan(1_500);
  });

  it('draws the usual blocks of an answer without a trigger as GFM does', () => {
    const blocks = [
      '## Section 4: streaming notes',
      '- first point about step 4, with a short explanation\n- second point, mentioning `config.value_4`',
      '```python\ndef step_4(values):\n    total = sum(v * 4 for v in values)\n    return {"step": 4}\n```',
      'Setext title\n===\n\nA paragraph ending in a hard  \nbreak, an *emphasis* and 3 < 4 > 2.',
      'name\n-\n\n1. one\n2. two',
      'name\n---\n\nsmall\n- -\n\nx: - y - : z',
    ];
    for (const source of blocks) {
      expect(mayUseGfm(source)).toBe(false);
      expect(renderToStaticMarkup(renderMarkdown(source, components))).toBe(viaReactMarkdown(source));
    }
  });

  it('treats every GFM construct as a trigger (each one draws differently without GFM)', () => {
    const constructs = {
      table: '| a | b |\n|---|---|\n| 1 | 2 |',
      strikethrough: '~~gone~~ and ~single~',
      task: '- [x] done',
      footnote: 'A note[^1].\n\n[^1]: The text.',
      www: 'see www.example.com today',
      http: 'see https://example.com/x today',
      email: 'write to someone@example.com',
      mailto: 'mailto:someone@example.com',
      reference: 'see http&#58;//example.com and www&#46;example.com',
      escaped: 'see http:\\/\\/example.com',
      escapedWww: 'and www\\.example.org',
      tableWithoutPipes: 'a\n:-:',
      tableAlignedRight: 'a\n---:',
    };
    for (const [name, source] of Object.entries(constructs)) {
      expect(viaReactMarkdown(source), `${name} must draw differently with GFM`).not.toBe(
        viaReactMarkdown(source, { gfm: false }),
      );
      expect(mayUseGfm(source), name).toBe(true);
      expect(renderToStaticMarkup(renderMarkdown(source, components)), name).toBe(viaReactMarkdown(source));
    }
  });
});
