// An HTML artifact, live but offline: main publishes the stored version at a sandbox address of its own with the
// no-network policy (`artifacts:html-view`), SandboxedFrame frames it, and the address is let go on unmount.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services-context';
import { SandboxedFrame } from '../sandbox/SandboxedFrame';

interface ArtifactHtmlFrameProps {
  conversationId: string;
  artifactId: string;
  version: number;
  title: string;
}

export function ArtifactHtmlFrame({ conversationId, artifactId, version, title }: ArtifactHtmlFrameProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [url, setUrl] = useState<string>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let live = true;
    let published: string | undefined;
    api.artifactsHtmlView({ conversationId, artifactId, version }).then(
      (result) => {
        if (!result.ok) return live && setProblem(result.error.message);
        published = result.data.url;
        if (live) setUrl(published);
        else void api.artifactsHtmlViewClose({ url: published });
      },
      (error: unknown) => live && setProblem(String(error)),
    );
    return () => {
      live = false;
      if (published) void api.artifactsHtmlViewClose({ url: published });
    };
  }, [api, conversationId, artifactId, version]);

  if (problem) {
    return (
      <p className="artifact-note" role="alert">
        {t('artifacts.htmlFailed', { error: problem })}
      </p>
    );
  }
  if (!url) return <p className="artifact-note">{t('artifacts.htmlLoading')}</p>;
  return <SandboxedFrame src={url} title={t('artifacts.htmlFrame', { title })} className="artifact-html" />;
}
