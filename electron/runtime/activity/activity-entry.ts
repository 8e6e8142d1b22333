// One audit line (electron/agent/audit/audit-log.ts) read back as an activity entry, checked against the activity
// contract's shape; a line that is not JSON or not an entry is null (the reader skips it and says so).
import { activityEntryViewSchema, type ActivityEntryView } from '../../shared/activity-contract';

/** An entry as the log stores it, plus the rule id it may name (the view gets the live rule instead). */
export type StoredActivityEntry = Omit<ActivityEntryView, 'rule'> & { ruleId?: string };

const storedEntrySchema = activityEntryViewSchema.omit({ rule: true }).extend({
  ruleId: activityEntryViewSchema.shape.tool.optional(),
});

export function parseAuditLine(text: string): StoredActivityEntry | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = storedEntrySchema.safeParse(value);
  return parsed.success ? (parsed.data as StoredActivityEntry) : null;
}
