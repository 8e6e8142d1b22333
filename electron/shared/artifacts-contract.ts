// The IPC contract of HTML artifacts: main publishes a stored version at a sandbox address of its own (the page names
// the version; it never sends the HTML), and lets it go when the panel closes. contract.ts spreads these in.
import { z } from 'zod';

export const artifactsContract = {
  /** Publishes an HTML artifact's version under the no-network policy; `not_found` for no such HTML version. */
  'artifacts:html-view': {
    request: z
      .object({
        conversationId: z.string().min(1).max(128),
        artifactId: z.string().min(1).max(64),
        version: z.number().int().min(1),
      })
      .strict(),
    response: z.object({ url: z.string() }),
  },
  /** The panel let the page go: its address stops answering. */
  'artifacts:html-view-close': { request: z.object({ url: z.string().max(4_096) }).strict(), response: z.null() },
} as const;
