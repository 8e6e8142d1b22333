// Where the desktop's database upgrade is (pushed on `app:upgrade` while the upgrade thread runs, before the core
// starts): the backup first, then each migration with its rows done of total, then done, or failed with the reason.
import { z } from 'zod';

const versions = { from: z.number().int(), to: z.number().int() };
/** The backup written before the first migration ran (absent when there was nothing to back up). */
const backupFile = z.string().optional();

export const databaseUpgradeStepSchema = z.discriminatedUnion('phase', [
  z.object({ phase: z.literal('backing-up'), ...versions }),
  z.object({
    phase: z.literal('upgrading'),
    ...versions,
    /** The migration running: after it, the database is at this version. */
    version: z.number().int(),
    description: z.string(),
    /** Rows done of total for a long migration (both 0 until it reports). */
    done: z.number().int().min(0),
    total: z.number().int().min(0),
    backupFile,
  }),
  z.object({ phase: z.literal('done'), ...versions, backupFile }),
  z.object({ phase: z.literal('failed'), ...versions, backupFile, message: z.string() }),
]);
export type DatabaseUpgradeStep = z.infer<typeof databaseUpgradeStepSchema>;
