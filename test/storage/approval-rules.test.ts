// The approval-rule repository against a real SQLite file: add, list, candidates, expiry, scopes, once, revoke.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApprovalRuleStore } from '../../electron/storage/approval-rules';
import type { ApprovalRule, ApprovalRuleStore } from '../../electron/storage/approval-rules';
import { openTempDb } from '../agent/approval/temp-db';
import type { TempDb } from '../agent/approval/temp-db';

let temp: TempDb;
let clock: number;
let store: ApprovalRuleStore;

function added(result: ReturnType<ApprovalRuleStore['add']>): ApprovalRule {
  if (!result.ok) throw new Error(result.error);
  return result.rule;
}

beforeEach(() => {
  temp = openTempDb();
  clock = 1_000_000;
  store = createApprovalRuleStore(temp.db, { now: () => clock });
});
afterEach(() => temp.cleanup());

describe('approval rule store', () => {
  it('stores a rule and reads it back after the database is reopened', () => {
    const rule = added(store.add({ tool: 'shell', match: { kind: 'prefix', value: 'git status' }, scope: 'forever' }));
    expect(rule).toMatchObject({
      tool: 'shell',
      match: { kind: 'prefix', value: 'git status' },
      scope: 'forever',
      createdAt: clock,
    });
    const reopened = createApprovalRuleStore(temp.reopen(), { now: () => clock });
    expect(reopened.list()).toEqual([rule]);
    const row = temp.db.prepare('SELECT * FROM approval_rules').get() as Record<string, unknown>;
    expect(row).toMatchObject({
      match_kind: 'prefix',
      match_value: 'git status',
      scope: 'forever',
      conversation_id: null,
    });
  });

  it('lists newest first and hides expired rules, and purgeExpired deletes them', () => {
    const old = added(store.add({ tool: 'shell', match: { kind: 'any' }, scope: 'forever', expiresAt: clock + 100 }));
    clock += 10;
    const fresh = added(
      store.add({ tool: 'write_file', match: { kind: 'prefix', value: '/w/docs' }, scope: 'forever' }),
    );
    expect(store.list().map((r) => r.id)).toEqual([fresh.id, old.id]);
    expect(store.candidates({ tool: 'shell' }).map((r) => r.id)).toEqual([old.id]);
    clock += 100; // old is now expired (expires_at <= now)
    expect(store.list().map((r) => r.id)).toEqual([fresh.id]);
    expect(store.candidates({ tool: 'shell' })).toEqual([]);
    expect(store.purgeExpired()).toBe(1);
    expect(temp.db.prepare('SELECT count(*) AS n FROM approval_rules').get()).toEqual({ n: 1 });
  });

  it('offers conversation rules only in their own conversation', () => {
    const mine = added(
      store.add({ tool: 'shell', match: { kind: 'any' }, scope: 'conversation', conversationId: 'c1' }),
    );
    const global = added(store.add({ tool: 'shell', match: { kind: 'exact', value: 'ls' }, scope: 'forever' }));
    expect(
      store
        .candidates({ tool: 'shell', conversationId: 'c1' })
        .map((r) => r.id)
        .sort(),
    ).toEqual([mine.id, global.id].sort());
    expect(store.candidates({ tool: 'shell', conversationId: 'c2' }).map((r) => r.id)).toEqual([global.id]);
    expect(store.candidates({ tool: 'shell' }).map((r) => r.id)).toEqual([global.id]);
    expect(store.list({ conversationId: 'c2' }).map((r) => r.id)).toEqual([global.id]);
    expect(store.revokeConversation('c1')).toBe(1);
    expect(store.list().map((r) => r.id)).toEqual([global.id]);
  });

  it('consumes a once rule exactly one time', () => {
    const once = added(store.add({ tool: 'shell', match: { kind: 'exact', value: 'make' }, scope: 'once' }));
    const forever = added(store.add({ tool: 'shell', match: { kind: 'any' }, scope: 'forever' }));
    expect(store.consume(forever.id)).toBe(false); // only once rules are consumed
    expect(store.consume(once.id)).toBe(true);
    expect(store.consume(once.id)).toBe(false);
    expect(store.list().map((r) => r.id)).toEqual([forever.id]);
  });

  it('keeps one row for the same lasting rule added twice, with the newer expiry; once rules stay separate', () => {
    const first = added(
      store.add({ tool: 'shell', match: { kind: 'prefix', value: 'ls' }, scope: 'forever', expiresAt: clock + 10 }),
    );
    const again = added(store.add({ tool: 'shell', match: { kind: 'prefix', value: 'ls' }, scope: 'forever' }));
    expect(again.id).toBe(first.id);
    expect(again).not.toHaveProperty('expiresAt');
    expect(store.list()).toEqual([again]);
    const other = added(
      store.add({ tool: 'shell', match: { kind: 'prefix', value: 'ls' }, scope: 'conversation', conversationId: 'c1' }),
    );
    expect(other.id).not.toBe(first.id);
    store.add({ tool: 'shell', match: { kind: 'exact', value: 'ls' }, scope: 'once' });
    store.add({ tool: 'shell', match: { kind: 'exact', value: 'ls' }, scope: 'once' });
    expect(store.list()).toHaveLength(4);
  });

  it('revokes by id', () => {
    const rule = added(store.add({ tool: 'browser', match: { kind: 'host', value: 'example.com' }, scope: 'forever' }));
    expect(store.revoke(rule.id)).toBe(true);
    expect(store.revoke(rule.id)).toBe(false);
    expect(store.list()).toEqual([]);
  });

  it('reports invalid rules as data and stores nothing', () => {
    const cases = [
      { tool: 'shell', match: { kind: 'prefix' as const, value: '  ' }, scope: 'forever' as const },
      { tool: 'shell', match: { kind: 'exact' as const }, scope: 'forever' as const },
      { tool: 'shell', match: { kind: 'any' as const }, scope: 'conversation' as const },
      { tool: '', match: { kind: 'any' as const }, scope: 'forever' as const },
      { tool: 'shell', match: { kind: 'glob' }, scope: 'forever' } as never,
    ];
    for (const input of cases) {
      const result = store.add(input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/^Invalid approval rule: /);
    }
    expect(store.list()).toEqual([]);
  });
});
