// One markdown pipeline (remark-parse, remark-gfm, remark-rehype) built and frozen once for every block, instead of the
// processor react-markdown builds on every render; its output is react-markdown's: raw HTML shown as text, URLs through
// react-markdown's default transform, the hast node passed to the element overrides. GFM runs only where it can matter.
import type { Element, Nodes, Parents, Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { urlAttributes } from 'html-url-attributes';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const gfmProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).freeze();
const commonMarkProcessor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).freeze();

/**
 * Whether GFM could read `source` differently from plain CommonMark. Every GFM construct needs one of these: a table a
 * pipe or a colon beside a dash (`a` over `:-:` is a table), strikethrough a tilde, task items and footnotes a
 * bracket, autolink literals `@`, `http(s)://` or `www.` in the text, which a character reference (`&`) or a
 * backslash escape (`www\\.x`) can also spell. Without one, CommonMark alone gives the same tree at about half the cost
 * (test/renderer/markdown-processor.test.ts compares the two).
 */
export function mayUseGfm(source: string): boolean {
  return /[|~[@&]|:-|-:/.test(source) || /https?:\/\/|www\./i.test(source.replaceAll('\\', ''));
}

function transformUrls(element: Element): void {
  for (const key of Object.keys(urlAttributes)) {
    if (!Object.hasOwn(element.properties, key)) continue;
    const tags = urlAttributes[key];
    if (tags === null || tags === undefined || tags.includes(element.tagName)) {
      element.properties[key] = defaultUrlTransform(String(element.properties[key] || ''));
    }
  }
}

/** react-markdown's post step with its defaults: raw HTML becomes text, element URLs are made safe. */
function postProcess(parent: Parents): void {
  const children = parent.children as Nodes[];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index]!;
    if (node.type === 'raw') {
      children[index] = { type: 'text', value: node.value };
      continue;
    }
    if (node.type === 'element') transformUrls(node);
    if ('children' in node) postProcess(node);
  }
}

/** The React elements of one markdown text (GFM), with `components` standing in for the elements they name. */
export function renderMarkdown(source: string, components: Partial<Components>): ReactElement {
  const processor = mayUseGfm(source) ? gfmProcessor : commonMarkProcessor;
  const tree = processor.runSync(processor.parse(source)) as Root;
  postProcess(tree);
  return toJsxRuntime(tree, {
    Fragment,
    components,
    ignoreInvalidStyle: true,
    jsx,
    jsxs,
    passKeys: true,
    passNode: true,
  }) as ReactElement;
}
