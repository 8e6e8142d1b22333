// Lazily loaded code highlighting (lowlight with a handful of common languages), rendered to React elements without
// any HTML strings. Loaded on first code block so it stays out of the first-paint bundle.
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

const highlighter = createLowlight({
  bash,
  css,
  diff,
  go,
  javascript,
  json,
  markdown,
  python,
  rust,
  sql,
  typescript,
  xml,
  yaml,
});
highlighter.registerAlias({
  bash: ['sh', 'shell', 'zsh', 'console'],
  javascript: ['js', 'jsx', 'mjs'],
  typescript: ['ts', 'tsx'],
  python: ['py'],
  xml: ['html', 'svg'],
  yaml: ['yml'],
  markdown: ['md'],
});

/** Highlighted code as React nodes, or null when the language is unknown (the block then shows plain text). */
export function highlightCode(code: string, language: string | undefined): ReactNode | null {
  const name = language?.toLowerCase();
  if (!name || !highlighter.registered(name)) return null;
  try {
    return toJsxRuntime(highlighter.highlight(name, code), { Fragment, jsx, jsxs });
  } catch {
    return null;
  }
}
