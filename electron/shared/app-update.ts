// What the window knows about an app update (packaged builds, electron-updater): the state the main process pushes on
// `app:update` and answers on `update:status`. `restartBlockedBy` says why "Restart to update" must wait.
import { z } from 'zod';

export const appUpdateStateSchema = z.object({
  status: z.enum(['unsupported', 'idle', 'checking', 'downloading', 'ready', 'error']),
  channel: z.enum(['stable', 'beta']),
  /** The version being downloaded or ready to install. */
  version: z.string().optional(),
  /** Download progress, 0–100. */
  percent: z.number().optional(),
  /** The last failure, in words (never a URL with credentials: the feed is public). */
  message: z.string().optional(),
  /** Set while a reply or a job runs: restarting now would cut it off. */
  restartBlockedBy: z.string().optional(),
});
export type AppUpdateState = z.infer<typeof appUpdateStateSchema>;
