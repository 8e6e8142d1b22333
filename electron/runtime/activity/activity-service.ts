// The activity view's data (Settings → Activity over `activity:list`, and `hearth activity`): the audit log's tool
// calls newest first, a page at a time, optionally of one conversation, each with the rule that allowed it while that
// rule exists, and on the first page per-tool figures. Unreadable lines are skipped and reported, never thrown.
import type { ActivityEntryView, ActivityListRequest, ActivityPage } from '../../shared/activity-contract';
import { err, ok, type Result } from '../../shared/result';
import type { ApprovalRule } from '../../storage/approval-rules';
import { parseAuditLine, type StoredActivityEntry } from './activity-entry';
import { auditLinesBackward, type AuditPosition } from './audit-lines-backward';
import { allowedByPreapproval, ruleForEntry } from './rule-link';
import { toolStats } from './tool-stats';

export interface ActivityService {
  list(request: ActivityListRequest): Result<{ page: ActivityPage }>;
}

export interface ActivityServiceDeps {
  /** `<dataDir>/audit.jsonl` (runtime.audit.file); rotated files beside it are read too. */
  auditFile: string;
  /** The live always-allow rules (runtime.rules.list). */
  rules: () => readonly ApprovalRule[];
  /** The tools the settings pre-approve (settings().policy.preapproved). */
  preapprovedTools?: () => readonly string[];
  /** The per-tool figures cover this many of the newest calls. Default 1,000. */
  statsWindow?: number;
}

const defaultLimit = 50;
/** Skipped lines reported per page, at most (each is also counted once it is passed). */
const maxSkippedReported = 20;

export function createActivityService(deps: ActivityServiceDeps): ActivityService {
  const statsWindow = deps.statsWindow ?? 1000;
  return {
    list(request) {
      const after = request.before === undefined ? undefined : decodeCursor(request.before);
      if (after === null) return err('That page of the activity list is not one this log gave.');
      const limit = request.limit ?? defaultLimit;
      // One more than the page: whether an older page exists.
      const wanted = after === undefined ? Math.max(limit + 1, statsWindow) : limit + 1;
      const found: { entry: StoredActivityEntry; position: AuditPosition }[] = [];
      const skipped: ActivityPage['skipped'] = [];
      for (const line of auditLinesBackward(deps.auditFile, after)) {
        const entry = parseAuditLine(line.text);
        if (!entry) {
          if (skipped.length < maxSkippedReported) skipped.push({ file: line.file, offset: line.start });
          continue;
        }
        if (request.conversationId !== undefined && entry.conversationId !== request.conversationId) continue;
        found.push({ entry, position: line.position });
        if (found.length >= wanted) break;
      }
      const links = { rules: deps.rules(), preapproved: deps.preapprovedTools?.() ?? [] };
      const page = found.slice(0, limit);
      const last = found.length > limit ? page[page.length - 1] : undefined;
      const over = after === undefined ? found.slice(0, statsWindow).map((item) => item.entry) : [];
      return ok({
        page: {
          entries: page.map(({ entry }) => toView(entry, links)),
          nextCursor: last ? encodeCursor(last.position) : null,
          skipped,
          stats: after === undefined ? toolStats(over) : null,
          statsOver: over.length,
        },
      });
    },
  };
}

function toView(
  entry: StoredActivityEntry,
  links: { rules: readonly ApprovalRule[]; preapproved: readonly string[] },
): ActivityEntryView {
  const { ruleId: _named, ...view } = entry;
  const rule = ruleForEntry(entry, links.rules);
  if (rule) return { ...view, rule };
  return allowedByPreapproval(entry, links.preapproved) ? { ...view, preapproved: true } : view;
}

function encodeCursor(position: AuditPosition): string {
  return `${position.inode}:${position.offset}`;
}

function decodeCursor(cursor: string): AuditPosition | null {
  const match = /^(\d+):(\d+)$/.exec(cursor);
  if (!match) return null;
  return { inode: Number(match[1]), offset: Number(match[2]) };
}
