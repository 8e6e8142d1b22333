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
import { renderMarkdown } from '../../renderer/src/markdown/markdown-processor';

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

function viaReactMarkdown(source: string): string {
  return renderToStaticMarkup(
    createElement(
      StreamingBlockContext.Provider,
      { value: false },
      createElement(ReactMarkdown, { remarkPlugins: [remarkGfm], components }, source),
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
