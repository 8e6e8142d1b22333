// The app update channels of the IPC contract: the update's state (Settings → Updates, the chat window's banner) and
// "Restart to update". Builds without an updater (development, the CLI's core, the e2e bridge) answer `unsupported`.
import { z } from 'zod';
import { appUpdateStateSchema } from './app-update';

export const updatesContract = {
  /** The update's state now (later changes are pushed on `app:update`). */
  'update:status': { request: z.object({}).strict(), response: appUpdateStateSchema },
  /** Installs the downloaded update and restarts; `refused` with why while a reply or job runs or nothing is ready,
   * `unavailable` in a build without updates. */
  'update:restart': { request: z.object({}).strict(), response: z.null() },
} as const;
