// One artifact version drawn by its kind: Markdown through the chat's Markdown renderer, SVG as an image (nothing in
// it runs), Mermaid and charts as drawings, HTML live in the sandboxed, offline frame
// (ArtifactHtmlFrame.tsx).
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown/Markdown';
import { ChartSvg } from './ChartSvg';
import { MermaidDiagram } from './MermaidDiagram';
import { ArtifactHtmlFrame } from './ArtifactHtmlFrame';
import type { ArtifactVersionView } from './artifact-versions';
import { svgDataUrl } from './mermaid-render';

export function ArtifactView({ artifact, conversationId }: { artifact: ArtifactVersionView; conversationId: string }) {
  const { t } = useTranslation();
  switch (artifact.kind) {
    case 'markdown':
      return <Markdown text={artifact.content} />;
    case 'svg':
      return (
        <img
          className="artifact-image"
          src={svgDataUrl(artifact.content)}
          alt={t('artifacts.svgAlt', { title: artifact.title })}
          data-svg-source="svg"
        />
      );
    case 'mermaid':
      return <MermaidDiagram source={artifact.content} title={artifact.title} />;
    case 'chart':
      return <ChartSvg content={artifact.content} title={artifact.title} />;
    case 'html':
      return (
        <ArtifactHtmlFrame
          conversationId={conversationId}
          artifactId={artifact.id}
          version={artifact.version}
          title={artifact.title}
        />
      );
  }
}
