// The backup channels of the IPC contract (Settings → Backups): list the backups in the data folder's backups/, make
// one now, preview what restoring one would add, and restore it (a merge: runtime/backups/, storage/backup/).
import { z } from 'zod';

/** A backup is named, never addressed by a path: the page can only reach files in the backups folder. */
const backupName = z
  .string()
  .max(200)
  .regex(/^[^/\\]+\.hearthbackup$/, 'a backup file name in the backups folder');

export const backupInfoSchema = z.object({
  name: z.string(),
  createdAt: z.number(),
  reason: z.enum(['manual', 'daily', 'before_upgrade']),
  hearthVersion: z.string(),
  schemaVersion: z.number(),
  size: z.number(),
  counts: z.object({
    conversations: z.number(),
    messages: z.number(),
    memories: z.number(),
    jobs: z.number(),
    projects: z.number(),
    attachments: z.number(),
  }),
});
export type BackupInfoView = z.infer<typeof backupInfoSchema>;

export const restorePreviewSchema = z.object({
  conversations: z.object({
    added: z.array(z.string()),
    extended: z.array(z.string()),
    copied: z.array(z.string()),
    keptLocal: z.number(),
  }),
  messages: z.number(),
  memories: z.object({ added: z.number(), copied: z.number(), keptLocal: z.number() }),
  jobs: z.object({ added: z.array(z.string()), copied: z.array(z.string()), keptLocal: z.number() }),
  projects: z.array(z.string()),
  attachments: z.number(),
  settings: z.boolean(),
  notRestored: z.array(z.string()),
});
export type RestorePreviewView = z.infer<typeof restorePreviewSchema>;

const previewAnswer = z.object({ backup: backupInfoSchema, preview: restorePreviewSchema });

export const backupsContract = {
  /** Newest first; `folder` is where they are (daily ones keep 7, before-upgrade ones 3, yours stay). */
  'backups:list': {
    request: z.object({}).strict(),
    response: z.object({ folder: z.string(), backups: z.array(backupInfoSchema) }),
  },
  /** A backup now, in the backups folder; `failed` with why (e.g. the disk is full). */
  'backups:create': { request: z.object({}).strict(), response: backupInfoSchema },
  /** What restoring would add; `refused` for a file that is not a backup or was written by a newer Hearth. */
  'backups:preview': { request: z.object({ name: backupName }).strict(), response: previewAnswer },
  /** Merges the backup in and answers what it added (the preview as applied); `refused` as for preview. */
  'backups:restore': { request: z.object({ name: backupName }).strict(), response: previewAnswer },
} as const;
