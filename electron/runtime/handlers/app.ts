// app:* channels: what Hearth is (version, data folder, start-up notices) and opening https links in the system browser.
import { failure, InvokeFailed, type InvokeHandlers } from '../../shared/contract';
import { checkExternalUrl } from '../../shared/external-url';
import type { HearthRuntime } from '../create-runtime';

export interface AppHandlerDeps {
  runtime: Pick<HearthRuntime, 'dataDir' | 'notices'>;
  version: string;
  /** Hands a validated https URL to the OS (Electron's shell.openExternal); absent: links are refused. */
  openExternal?: (url: string) => Promise<void>;
}

export function createAppHandlers({
  runtime,
  version,
  openExternal,
}: AppHandlerDeps): Pick<InvokeHandlers, 'app:info' | 'app:open-external'> {
  return {
    'app:info': () => ({ version, dataDir: runtime.dataDir, notices: runtime.notices }),
    'app:open-external': async ({ url }) => {
      const verdict = checkExternalUrl(url);
      if (!verdict.ok) throw failure('refused', verdict.reason);
      if (!openExternal) throw failure('unavailable', 'Links cannot be opened here.');
      try {
        await openExternal(verdict.url);
      } catch (error) {
        // The desktop's opener refuses (a rate limit, a scheme) with a failure of its own; anything else is the OS.
        throw error instanceof InvokeFailed ? error : failure('failed', 'The system could not open the link.');
      }
      return null;
    },
  };
}
