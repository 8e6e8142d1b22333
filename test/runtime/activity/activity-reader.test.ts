// The activity reader over a real audit log written by the real writer (electron/agent/audit/audit-log.ts): newest
// first across rotated files, pages that survive a rotation, a conversation filter, per-tool figures, a malformed line
// skipped with a note, the live rule linked to a call it allowed (real SQLite rule store) and a pre-approved tool marked.
import { appendFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuditLog, type AuditEntry } from '../../../electron/agent/audit/audit-log';
import { describeRuleAllow } from '../../../electron/agent/approvals/policy';
import { createActivityService } from '../../../electron/runtime/activity/activity-service';
import type { ActivityEntryView } from '../../../electron/shared/activity-contract';
import { createApprovalRuleStore, type ApprovalRule } from '../../../electron/storage/approval-rules';
import { openDatabase } from '../../../electron/storage/database';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

let clock = Date.parse('2026-11-27T09:00:00Z');
const entry = (n: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  runId: `run-${n}`,
  conversationId: n % 2 === 0 ? 'even' : 'odd',
  callId: `call-${n}`,
  tool: n % 3 === 0 ? 'shell' : 'read_file',
  args: { n },
  decision: 'allow',
  by: 'policy',
  ok: true,
  latencyMs: n,
  ...extra,
});

function writer(file: string, maxBytes = 100_000) {
  return createAuditLog({
    file,
    maxBytes,
    keep: 3,
    knownSecrets: () => ['hunter2-canary'],
    now: () => (clock += 1000),
  });
}

function listAll(
  service: ReturnType<typeof createActivityService>,
  request: { conversationId?: string; limit: number },
) {
  const seen: ActivityEntryView[] = [];
  let before: string | undefined;
  let pages = 0;
  do {
    const listed = service.list({ ...request, ...(before ? { before } : {}) });
    if (!listed.ok) throw new Error(listed.error);
    seen.push(...listed.page.entries);
    before = listed.page.nextCursor ?? undefined;
    pages += 1;
  } while (before);
  return { seen, pages };
}

describe('activity reader', () => {
  it('reads every entry newest first across rotated files, a page at a time, and skips a malformed line with a note', () => {
    const file = join(temp.make('activity-rotated'), 'audit.jsonl');
    const audit = writer(file, 900);
    for (let n = 1; n <= 12; n += 1) {
      audit.record(entry(n, n === 5 ? { args: { token: 'hunter2-canary' } } : {}));
      if (n === 6) appendFileSync(file, '{"this line": "was cut short\n');
    }
    expect(existsSync(`${file}.1`) && existsSync(`${file}.2`)).toBe(true);
    const service = createActivityService({ auditFile: file, rules: () => [] });

    const first = service.list({ limit: 4 });
    if (!first.ok) throw new Error(first.error);
    expect(first.page.entries.map((item) => item.callId)).toEqual(['call-12', 'call-11', 'call-10', 'call-9']);
    expect(first.page.nextCursor).toEqual(expect.any(String));

    const { seen, pages } = listAll(service, { limit: 4 });
    // Only the oldest lines rotated past .3 are gone; the rest come back once each, newest first.
    const numbers = seen.map((item) => Number(item.callId.slice(5)));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.slice(0, 8)).toEqual([12, 11, 10, 9, 8, 7, 6, 5]);
    expect(pages).toBeGreaterThan(2);
    // Arguments come back as the writer stored them: redacted.
    expect(JSON.stringify(seen)).not.toContain('hunter2-canary');

    const withNote = [first, service.list({ limit: 50 })].map((listed) => (listed.ok ? listed.page.skipped : []));
    expect(withNote[1]).toEqual([{ file: expect.stringMatching(/^audit\.jsonl(\.\d)?$/), offset: expect.any(Number) }]);
  });

  it('keeps paging from where it was when the log rotates between pages', () => {
    const file = join(temp.make('activity-page-rotation'), 'audit.jsonl');
    const audit = writer(file, 1_000_000);
    for (let n = 1; n <= 6; n += 1) audit.record(entry(n));
    const service = createActivityService({ auditFile: file, rules: () => [] });
    const first = service.list({ limit: 3 });
    if (!first.ok || !first.page.nextCursor) throw new Error('no first page');
    // The live file is renamed to audit.jsonl.1 by the next write past maxBytes.
    const rotating = writer(file, 10);
    rotating.record(entry(7));
    expect(existsSync(`${file}.1`)).toBe(true);
    const second = service.list({ limit: 3, before: first.page.nextCursor });
    if (!second.ok) throw new Error(second.error);
    expect(second.page.entries.map((item) => item.callId)).toEqual(['call-3', 'call-2', 'call-1']);
    expect(second.page.nextCursor).toBeNull();
    expect(service.list({ before: 'not-a-cursor' })).toEqual({ ok: false, error: expect.stringContaining('not one') });
  });

  it('filters by conversation, figures per tool, reads a line longer than one read chunk', () => {
    const file = join(temp.make('activity-stats'), 'audit.jsonl');
    const audit = writer(file, 10_000_000);
    for (let n = 1; n <= 40; n += 1) audit.record(entry(n, n % 10 === 0 ? { ok: false, errorType: 'exit_1' } : {}));
    audit.record(entry(41, { decision: 'deny', by: 'user', ok: false, errorType: 'denied' }));
    const long = Array.from({ length: 6 }, (_, i) => `${i}`.repeat(15_000));
    audit.record(entry(42, { args: { long } }));
    const service = createActivityService({ auditFile: file, rules: () => [] });

    const all = service.list({ limit: 5 });
    if (!all.ok) throw new Error(all.error);
    expect(all.page.entries[0]!.args).toEqual({ long });
    expect(all.page.statsOver).toBe(42);
    const shell = all.page.stats!.find((stats) => stats.tool === 'shell')!;
    // shell: n = 3, 6, …, 42 (14 calls) with 30 failing; read_file: the other 28, with 10, 20, 40 failing and 41 denied.
    expect(shell).toEqual({ tool: 'shell', calls: 14, denied: 0, errors: 1, errorRate: 1 / 14, p95Ms: 42 });
    const reads = all.page.stats!.find((stats) => stats.tool === 'read_file')!;
    expect(reads).toMatchObject({ calls: 28, denied: 1, errors: 3, errorRate: 3 / 27, p95Ms: 38 });

    const even = listAll(service, { conversationId: 'even', limit: 7 }).seen;
    expect(even).toHaveLength(21);
    expect(even.every((item) => item.conversationId === 'even')).toBe(true);
    const evenFirst = service.list({ conversationId: 'even', limit: 7 });
    expect(evenFirst.ok && evenFirst.page.stats!.reduce((sum, stats) => sum + stats.calls, 0)).toBe(21);
    expect(listAll(service, { limit: 100 }).seen).toHaveLength(42);
  });

  it('links a call allowed by a rule to that rule while it exists, by its id or by the gate’s wording', () => {
    const dir = temp.make('activity-rules');
    const { db } = openDatabase(join(dir, 'hearth.db'));
    const rules = createApprovalRuleStore(db, { now: () => Date.parse('2026-11-27T08:00:00Z') });
    const added = rules.add({ tool: 'shell', match: { kind: 'prefix', value: 'git status' }, scope: 'forever' });
    if (!added.ok) throw new Error(added.error);
    const rule: ApprovalRule = added.rule;
    const file = join(dir, 'audit.jsonl');
    const audit = writer(file);
    audit.record(entry(1, { tool: 'shell', by: 'rule', reason: describeRuleAllow(rule) }));
    audit.record(entry(2, { tool: 'shell', by: 'rule', reason: 'Allowed by a rule: shell prefix "ls" (always).' }));
    audit.record(entry(3, { tool: 'shell', by: 'rule', ruleId: rule.id, reason: 'any words' }));
    audit.record(entry(4, { tool: 'shell', by: 'user', reason: describeRuleAllow(rule) }));
    const service = createActivityService({ auditFile: file, rules: () => rules.list() });

    const linked = () => {
      const listed = service.list({});
      if (!listed.ok) throw new Error(listed.error);
      return listed.page.entries.map((item) => [item.callId, item.rule?.id ?? null]);
    };
    expect(linked()).toEqual([
      ['call-4', null],
      ['call-3', rule.id],
      ['call-2', null],
      ['call-1', rule.id],
    ]);
    expect(rules.revoke(rule.id)).toBe(true);
    expect(linked().every(([, id]) => id === null)).toBe(true);
    db.close();
  });

  it('marks a call the settings pre-approved while they still do', () => {
    const file = join(temp.make('activity-preapproved'), 'audit.jsonl');
    const audit = writer(file);
    const anyCall = (tool: string) => `Allowed by a rule: any ${tool} call (always).`;
    audit.record(entry(1, { tool: 'memory_store', by: 'rule', reason: anyCall('memory_store') }));
    audit.record(entry(2, { tool: 'weather', by: 'rule', reason: anyCall('weather') }));
    audit.record(
      entry(3, {
        tool: 'memory_store',
        by: 'rule',
        reason: 'Allowed by a grant given when this scheduled job was created.',
      }),
    );
    let preapproved = ['memory_store'];
    const service = createActivityService({ auditFile: file, rules: () => [], preapprovedTools: () => preapproved });
    const marked = () => {
      const listed = service.list({});
      if (!listed.ok) throw new Error(listed.error);
      return listed.page.entries.map((item) => [item.callId, item.preapproved ?? false]);
    };
    expect(marked()).toEqual([
      ['call-3', false],
      ['call-2', false],
      ['call-1', true],
    ]);
    preapproved = [];
    expect(marked().some(([, flag]) => flag)).toBe(false);
  });
});
