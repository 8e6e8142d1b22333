// Invoke handlers for HTML artifacts: publish a stored version (read here from the store, never sent by the page) on
// the shared sandbox view server under the no-network policy, and let it go when the panel closes.
import { failure, type InvokeHandlers } from '../../shared/contract';
import { artifactHtmlPolicy } from '../../shared/artifact-html-policy';
import type { ArtifactStore } from '../../shared/artifact-types';
import type { AppViewServer } from '../mcp-apps/app-view-server';

export function createArtifactHandlers({
  artifacts,
  views,
}: {
  artifacts: Pick<ArtifactStore, 'find'>;
  views: AppViewServer;
}): Pick<InvokeHandlers, 'artifacts:html-view' | 'artifacts:html-view-close'> {
  return {
    'artifacts:html-view': async ({ conversationId, artifactId, version }) => {
      const found = artifacts.find({ id: artifactId, conversationId, version });
      if (found?.kind !== 'html') throw failure('not_found', 'There is no such HTML artifact in this conversation.');
      return { url: await views.publish({ html: found.content, contentSecurityPolicy: artifactHtmlPolicy }) };
    },
    'artifacts:html-view-close': ({ url }) => {
      views.release(url);
      return null;
    },
  };
}
