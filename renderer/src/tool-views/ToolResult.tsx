// Chooses the result view of a tool card: live output while running, then a view per tool (shell, weather, browser
// screenshots, file edits, web sources, lists, git, an MCP App's view) or the plain result text the model read.
import { useTranslation } from 'react-i18next';
import { isRecord } from '../lib/format';
import { toolLabel } from '../settings/tool-words';
import type { ToolCardView } from '../stores/conversation-types';
import { FileChange } from './FileChange';
import { GenericResult } from './GenericResult';
import { GitResult } from './GitResult';
import { ListResult, listItemsOf } from './ListResult';
import { ShellResult } from './ShellResult';
import { WeatherCard, isWeatherCard } from './WeatherCard';
import { WebSourcesResult } from './WebSourcesResult';
import { webSourcesOf } from '../../../electron/shared/web-sources';
import { Suspense, lazy } from 'react';
import { mcpAppOf } from './mcp-app/mcp-app-details';

const McpAppView = lazy(() => import('./mcp-app/McpAppView'));
import { ArtifactOpenButton } from '../artifacts/ArtifactOpenButton';

/** Results worth seeing without a click (a weather card, a file or git diff, a screenshot): their cards start open. */
export function hasRichView(card: ToolCardView): boolean {
  const details = card.details;
  return (
    isWeatherCard(details) ||
    mcpAppOf(details) !== undefined ||
    webSourcesOf(details) !== undefined ||
    (card.images?.length ?? 0) > 0 ||
    card.name === 'notify' || // what the person was told is the line itself
    card.name === 'artifact' || // its button opens the panel
    (isRecord(details) && (card.name === 'edit_file' || card.name === 'write_file')) ||
    (card.name === 'git' && isRecord(details) && (details.action === 'diff' || details.action === 'show'))
  );
}

export function ToolResult({ card }: { card: ToolCardView }) {
  const { t } = useTranslation();
  const finished = card.content !== undefined;
  const images = card.images ?? [];
  if (card.name === 'shell') return <ShellResult card={card} />;
  if (!finished) {
    return card.output ? (
      <pre className="tool-output live" aria-live="polite">
        {card.output}
      </pre>
    ) : null;
  }
  const details = card.details;
  if (card.name === 'git') return <GitResult card={card} />;
  const webSources = webSourcesOf(details);
  const app = mcpAppOf(details);
  return (
    <>
      {app ? (
        <Suspense fallback={null}>
          <McpAppView card={card} app={app} />
        </Suspense>
      ) : null}
      {isWeatherCard(details) ? <WeatherCard card={details} /> : null}
      {card.name === 'artifact' ? <ArtifactOpenButton details={details} /> : null}
      {webSources ? <WebSourcesResult details={webSources} /> : null}
      {isRecord(details) && (card.name === 'edit_file' || card.name === 'write_file') ? (
        <FileChange details={details} />
      ) : null}
      {!webSources && listItemsOf(details) ? <ListResult items={listItemsOf(details)!} /> : null}
      {images.map((image, index) => (
        <img
          key={index}
          className="tool-image"
          loading="lazy"
          decoding="async"
          src={`data:${image.mimeType};base64,${image.data}`}
          alt={t('toolImages.alt', { tool: toolLabel(card), number: index + 1 })}
        />
      ))}
      {isWeatherCard(details) ? null : webSources ? (
        // The sources above are the view; the long wrapped text the model read folds away.
        <details className="web-model-text">
          <summary>{t('toolCard.modelRead')}</summary>
          <GenericResult text={card.content ?? ''} failed={card.status !== 'done'} />
        </details>
      ) : (
        <GenericResult text={card.content ?? ''} failed={card.status !== 'done'} />
      )}
    </>
  );
}
