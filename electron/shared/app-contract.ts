// The IPC contract of the app itself: its version, data folder and start notices, and opening an https link in the
// system browser. contract.ts spreads these into the invoke map; results follow its convention (see invoke-result.ts).
import { z } from 'zod';

const empty = z.object({}).strict();
/** The data of a channel that only acknowledges. */
const done = z.null();

export const appContract = {
  'app:info': {
    request: empty,
    response: z.object({ version: z.string(), dataDir: z.string(), notices: z.array(z.string()) }),
  },
  /**
   * Opens an https link in the system browser after main validates it (checkExternalUrl). A link the check refuses
   * (or a rate limit) is `refused` with the reason; no opener here is `unavailable`; the OS failing is `failed`.
   */
  'app:open-external': { request: z.object({ url: z.string().min(1).max(8_192) }).strict(), response: done },
} as const;
