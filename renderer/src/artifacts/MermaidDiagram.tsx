// A Mermaid artifact: drawn by mermaid-render.ts (loaded on first use) in the current theme and shown as an image;
// a diagram that does not parse shows Mermaid's own message.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderMermaid, svgDataUrl } from './mermaid-render';
import { useDarkTheme } from './use-dark-theme';

type Drawing = { state: 'drawing' } | { state: 'drawn'; svg: string } | { state: 'failed'; error: string };

export function MermaidDiagram({ source, title }: { source: string; title: string }) {
  const { t } = useTranslation();
  const dark = useDarkTheme();
  const key = `${dark ? 'dark' : 'light'}\n${source}`;
  // What was drawn last, and for which source and theme: anything else is still being drawn.
  const [last, setLast] = useState<{ key: string; drawing: Drawing }>({ key: '', drawing: { state: 'drawing' } });
  useEffect(() => {
    let current = true;
    void renderMermaid(source, dark).then((result) => {
      if (!current) return;
      const drawing: Drawing = result.ok
        ? { state: 'drawn', svg: result.svg }
        : { state: 'failed', error: result.error };
      setLast({ key: `${dark ? 'dark' : 'light'}\n${source}`, drawing });
    });
    return () => {
      current = false;
    };
  }, [source, dark]);
  const drawing: Drawing = last.key === key ? last.drawing : { state: 'drawing' };
  if (drawing.state === 'drawing') return <p className="artifact-note">{t('artifacts.diagramLoading')}</p>;
  if (drawing.state === 'failed') {
    return (
      <p className="artifact-note" role="alert">
        {t('artifacts.diagramFailed', { error: drawing.error })}
      </p>
    );
  }
  // Drawn at its own size (Mermaid's SVG says 100% wide), never wider than the panel.
  const width = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(drawing.svg)?.[1];
  return (
    <img
      className="artifact-image"
      src={svgDataUrl(drawing.svg)}
      alt={title}
      data-svg-source="mermaid"
      {...(width ? { width: Math.ceil(Number(width)) } : {})}
    />
  );
}
