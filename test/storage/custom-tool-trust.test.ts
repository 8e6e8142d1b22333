// The custom tool trust store and version-bound approval rules against a real SQLite file: a trust covers one
// (file, version) only, survives a reopen, and revoking one version or a whole file removes exactly that.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApprovalRuleStore } from '../../electron/storage/approval-rules';
import { createCustomToolTrustStore } from '../../electron/storage/custom-tool-trust';
import { openTempDb, type TempDb } from '../agent/approval/temp-db';

let temp: TempDb;
beforeEach(() => {
  temp = openTempDb('hearth-trust-');
});
afterEach(() => temp.cleanup());

describe('custom tool trust store', () => {
  it('trusts one version of one file, kept across a reopen', () => {
    const store = createCustomToolTrustStore(temp.db, { now: () => 42 });
    const record = store.trust({
      file: 'a.mjs',
      version: 'aaaaaaaaaaaa',
      name: 'a',
      risk: 'read',
      capabilities: ['workspace:write', 'network'],
    });
    expect(record).toEqual({
      file: 'a.mjs',
      version: 'aaaaaaaaaaaa',
      name: 'a',
      risk: 'read',
      capabilities: ['network', 'workspace:write'],
      trustedAt: 42,
    });
    const reopened = createCustomToolTrustStore(temp.reopen());
    expect(reopened.isTrusted('a.mjs', 'aaaaaaaaaaaa')).toBe(true);
    expect(reopened.isTrusted('a.mjs', 'bbbbbbbbbbbb')).toBe(false);
    expect(reopened.isTrusted('b.mjs', 'aaaaaaaaaaaa')).toBe(false);
    expect(reopened.list()).toEqual([record]);
  });

  it('revokes one version, or every version of a file', () => {
    const store = createCustomToolTrustStore(temp.db);
    for (const version of ['v1v1v1v1v1v1', 'v2v2v2v2v2v2'])
      store.trust({ file: 'a.mjs', version, name: 'a', risk: 'exec', capabilities: [] });
    store.trust({ file: 'b.mjs', version: 'v1v1v1v1v1v1', name: 'b', risk: 'exec', capabilities: [] });
    expect(store.revoke('a.mjs', 'v1v1v1v1v1v1')).toBe(1);
    expect(store.isTrusted('a.mjs', 'v2v2v2v2v2v2')).toBe(true);
    expect(store.revoke('a.mjs')).toBe(1);
    expect(store.list().map((record) => record.file)).toEqual(['b.mjs']);
  });
});

describe('version-bound approval rules', () => {
  it('stores the tool version and treats the same rule for two versions as two rules', () => {
    const rules = createApprovalRuleStore(temp.db);
    const first = rules.add({ tool: 'greet', match: { kind: 'any' }, scope: 'forever', toolVersion: 'v1v1v1v1v1v1' });
    const second = rules.add({ tool: 'greet', match: { kind: 'any' }, scope: 'forever', toolVersion: 'v2v2v2v2v2v2' });
    if (!first.ok || !second.ok) throw new Error('rules were refused');
    expect(first.rule.id).not.toBe(second.rule.id);
    expect(
      createApprovalRuleStore(temp.reopen())
        .candidates({ tool: 'greet' })
        .map((rule) => rule.toolVersion),
    ).toEqual(['v1v1v1v1v1v1', 'v2v2v2v2v2v2']);
  });
});
