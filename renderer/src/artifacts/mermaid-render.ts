// Draws Mermaid source to SVG text with the `mermaid` package, loaded on the first diagram (it is large, and kept out
// of the first paint). `securityLevel: 'strict'`: no click handlers or scripts; labels are SVG text, not HTML.
import type mermaidModule from 'mermaid';
import { err, ok, type Result } from '../../../electron/shared/result';

type MermaidApi = typeof mermaidModule;

let loading: Promise<MermaidApi> | undefined;
let drawn = 0;
// Mermaid keeps one configuration: diagrams are drawn one after the other so each gets its own theme.
let queue: Promise<unknown> = Promise.resolve();

export function renderMermaid(source: string, dark: boolean): Promise<Result<{ svg: string }>> {
  const next = queue.then(async (): Promise<Result<{ svg: string }>> => {
    try {
      const mermaid = await (loading ??= import('mermaid').then((module) => module.default));
      mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
        theme: dark ? 'dark' : 'default',
        htmlLabels: false,
        flowchart: { htmlLabels: false },
      });
      drawn += 1;
      const { svg } = await mermaid.render(`artifact-mermaid-${drawn}`, source);
      return ok({ svg });
    } catch (error) {
      return err(error instanceof Error ? error.message : String(error));
    }
  });
  queue = next;
  return next;
}

/** An SVG document as an image URL: drawn by <img>, nothing in it runs or loads. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
