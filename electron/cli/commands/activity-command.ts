// `hearth activity [--conversation ID] [--json]`: every tool call in the audit log, newest first (through
// electron/runtime/activity/activity-service.ts): a readable table with why each was decided, then per-tool figures;
// --json prints one JSON object per call. Unreadable log lines are skipped with a note on stderr.
import type { HearthRuntime } from '../../runtime/create-runtime';
import { createActivityService } from '../../runtime/activity/activity-service';
import type { ActivityEntryView, ActivityPage } from '../../shared/activity-contract';
import { exitCodes, type CliIo } from '../cli-io';
import { activityRow, activityStatsLines, activityTableHeader } from './activity-text';

const pageSize = 200;

export async function runActivityCommand(deps: {
  runtime: Pick<HearthRuntime, 'audit' | 'rules' | 'conversations' | 'settings'>;
  io: CliIo;
  json: boolean;
  conversationId?: string;
}): Promise<number> {
  const { runtime, io, json, conversationId } = deps;
  if (conversationId !== undefined && !runtime.conversations.get(conversationId)) {
    io.err(`hearth: no conversation with ID '${conversationId}'\n`);
    return exitCodes.usage;
  }
  const service = createActivityService({
    auditFile: runtime.audit.file,
    rules: () => runtime.rules.list(),
    preapprovedTools: () => runtime.settings().policy.preapproved,
  });
  let stats: ActivityPage['stats'] = null;
  let statsOver = 0;
  let count = 0;
  let before: string | undefined;
  do {
    const listed = service.list({
      ...(conversationId ? { conversationId } : {}),
      ...(before ? { before } : {}),
      limit: pageSize,
    });
    if (!listed.ok) {
      io.err(`hearth: ${listed.error}\n`);
      return exitCodes.failed;
    }
    const { page } = listed;
    if (page.stats) ({ stats, statsOver } = page);
    for (const skipped of page.skipped)
      io.err(`hearth: skipped an unreadable line of ${skipped.file} (at byte ${skipped.offset})\n`);
    if (!json && count === 0 && page.entries.length > 0) io.out(activityTableHeader());
    for (const entry of page.entries) printEntry(entry, io, json);
    count += page.entries.length;
    before = page.nextCursor ?? undefined;
  } while (before !== undefined);
  if (json) return exitCodes.ok;
  if (count === 0) {
    io.err(conversationId ? 'No tool calls in that conversation yet.\n' : 'No tool calls yet.\n');
    return exitCodes.ok;
  }
  io.out(activityStatsLines(stats ?? [], statsOver));
  return exitCodes.ok;
}

function printEntry(entry: ActivityEntryView, io: CliIo, json: boolean): void {
  if (json) io.jsonLine(entry);
  else io.out(activityRow(entry));
}
