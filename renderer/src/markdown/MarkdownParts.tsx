// Markdown element overrides: links open only through main after validation, remote images are never loaded (a
// placeholder shows the URL), tables scroll, and fenced code becomes a CodeBlock.
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraProps } from 'react-markdown';
import { checkExternalUrl } from '../../../electron/shared/external-url';
import { CodeBlock } from './CodeBlock';

/** How a validated link is opened (app:open-external); provided by the app. */
export const LinkOpenerContext = createContext<(url: string) => void>(() => undefined);
/** Whether the block being rendered is still streaming (code is highlighted only when it is done). */
export const StreamingBlockContext = createContext(false);

export function MarkdownLink({ href, children }: ComponentProps<'a'> & ExtraProps) {
  const open = useContext(LinkOpenerContext);
  const verdict = checkExternalUrl(href);
  if (!verdict.ok) {
    return (
      <span className="link-blocked" title={`Not opened: ${verdict.reason}`}>
        {children}
      </span>
    );
  }
  const activate = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    open(verdict.url);
  };
  return (
    <a href={verdict.url} title={verdict.url} rel="noreferrer noopener" onClick={activate} onAuxClick={activate}>
      {children}
    </a>
  );
}

export function MarkdownImage({ src, alt }: ComponentProps<'img'> & ExtraProps) {
  const { t } = useTranslation();
  const url = typeof src === 'string' ? src : '';
  const name = alt ? t('attachments.imageNotLoadedNamed', { alt }) : t('attachments.imageNotLoaded');
  return (
    <span className="image-placeholder" role="img" aria-label={name} data-src={url}>
      <span className="image-placeholder-title">{name}</span>
      <span className="image-placeholder-url">{url || t('attachments.noAddress')}</span>
    </span>
  );
}

export function MarkdownTable({ children }: ComponentProps<'table'> & ExtraProps) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>{children}</table>
    </div>
  );
}

type HastLike = {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastLike[];
};

function textOf(node: HastLike | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

export function MarkdownPre({ node, children }: ComponentProps<'pre'> & ExtraProps) {
  const streaming = useContext(StreamingBlockContext);
  const code = (node as HastLike | undefined)?.children?.find(
    (child) => child.type === 'element' && child.tagName === 'code',
  );
  if (!code) return <pre>{children as ReactNode}</pre>;
  const classes = code.properties?.className;
  const language = (Array.isArray(classes) ? classes : [])
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  return <CodeBlock code={textOf(code).replace(/\n$/, '')} language={language} streaming={streaming} />;
}
