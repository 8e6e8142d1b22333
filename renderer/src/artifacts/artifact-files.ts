// What the panel's Save and Export write. Save: the source as the model wrote it. Export: what is drawn, standing
// alone — an SVG file for SVG, Mermaid and charts (chart colours resolved from the theme), an HTML page otherwise.
import { artifactFileName, sourceExtension, sourceMimeType, type ArtifactVersionView } from './artifact-versions';
import { artifactHtmlPolicy } from '../../../electron/shared/artifact-html-policy';

export interface TextFile {
  fileName: string;
  mimeType: string;
  text: string;
}

export function sourceFile(artifact: ArtifactVersionView): TextFile {
  return {
    fileName: artifactFileName(artifact, sourceExtension[artifact.kind]),
    mimeType: sourceMimeType[artifact.kind],
    text: artifact.content,
  };
}

const escapeText = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/** The drawn chart as an SVG file: each element's theme colours written in, so it looks the same anywhere. */
function chartSvgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const live = [svg, ...svg.querySelectorAll('*')];
  [copy, ...copy.querySelectorAll('*')].forEach((element, index) => {
    const style = getComputedStyle(live[index]!);
    (element as SVGElement).style.fill = style.fill;
    (element as SVGElement).style.stroke = style.stroke;
    if (element.tagName === 'text') (element as SVGElement).style.fontFamily = style.fontFamily;
  });
  return new XMLSerializer().serializeToString(copy);
}

/** The SVG inside an image's data URL (svgDataUrl in mermaid-render.ts). */
function svgOfImage(image: HTMLImageElement | null): string | undefined {
  const src = image?.getAttribute('src') ?? '';
  const comma = src.indexOf(',');
  return src.startsWith('data:image/svg+xml') && comma > 0 ? decodeURIComponent(src.slice(comma + 1)) : undefined;
}

function htmlPage(title: string, body: string): string {
  return (
    `<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n` +
    `<meta http-equiv="Content-Security-Policy" content="${artifactHtmlPolicy}">\n` +
    `<title>${escapeText(title)}</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`
  );
}

/** An HTML artifact as a file: the no-network policy first, before anything the artifact wrote. */
function offlineDocument(html: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${artifactHtmlPolicy}">\n${html}`;
}

/** The export of what `drawn` (the panel's body) shows, or the source when nothing is drawn yet. */
export function exportFile(artifact: ArtifactVersionView, drawn: HTMLElement | null): TextFile {
  const svg = (text: string): TextFile => ({
    fileName: artifactFileName(artifact, 'svg'),
    mimeType: 'image/svg+xml',
    text,
  });
  const page = (text: string): TextFile => ({
    fileName: artifactFileName(artifact, 'html'),
    mimeType: 'text/html',
    text,
  });
  if (artifact.kind === 'chart') {
    const chart = drawn?.querySelector<SVGSVGElement>('svg.artifact-chart');
    return chart ? svg(chartSvgText(chart)) : sourceFile(artifact);
  }
  if (artifact.kind === 'svg' || artifact.kind === 'mermaid') {
    const text = svgOfImage(drawn?.querySelector('img.artifact-image') ?? null);
    return text ? svg(text) : sourceFile(artifact);
  }
  if (artifact.kind === 'markdown') {
    const markup = drawn?.querySelector('.markdown')?.outerHTML;
    return markup ? page(htmlPage(artifact.title, markup)) : sourceFile(artifact);
  }
  return page(offlineDocument(artifact.content));
}
