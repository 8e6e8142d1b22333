// The policy table: every mode × risk × alwaysAsk × matching rule, written out by hand, plus rule preferences.
import { describe, expect, it } from 'vitest';
import { evaluatePolicy, readOnlyDenial } from '../../../electron/agent/approvals/policy';
import type { PolicyInput, PolicyOutcome } from '../../../electron/agent/approvals/policy';
import type { PolicyMode } from '../../../electron/shared/settings-schema';
import type { ToolRisk } from '../../../tools/tool';
import type { ApprovalRule } from '../../../electron/storage/approval-rules';

type Code = 'allow:policy' | 'allow:rule' | 'deny:policy' | 'ask';
const code = (o: PolicyOutcome): Code => (o.decision === 'ask' ? 'ask' : (`${o.decision}:${o.by}` as Code));

const anyRule = (tool: string): ApprovalRule => ({
  id: 'r1',
  tool,
  match: { kind: 'any' },
  scope: 'forever',
  createdAt: 0,
});

function input(mode: PolicyMode, risk: ToolRisk, options: { dangerous?: boolean; rule?: boolean }): PolicyInput {
  return {
    mode,
    tool: 't',
    label: 'Test tool',
    risk,
    facts: options.dangerous ? { alwaysAsk: 'matches a dangerous pattern (rm -rf /)' } : {},
    rules: options.rule ? [anyRule('t')] : [],
    conversationId: 'c1',
    now: 1_000,
  };
}

// [no rule, always-allow rule, alwaysAsk, alwaysAsk + always-allow rule]
const table: Array<[PolicyMode, ToolRisk, [Code, Code, Code, Code]]> = [
  ['read_only', 'read', ['allow:policy', 'allow:policy', 'ask', 'ask']],
  ['read_only', 'write', ['deny:policy', 'deny:policy', 'deny:policy', 'deny:policy']],
  ['read_only', 'exec', ['deny:policy', 'deny:policy', 'deny:policy', 'deny:policy']],
  ['read_only', 'network', ['deny:policy', 'deny:policy', 'deny:policy', 'deny:policy']],
  ['supervised', 'read', ['allow:policy', 'allow:policy', 'ask', 'ask']],
  ['supervised', 'write', ['ask', 'allow:rule', 'ask', 'ask']],
  ['supervised', 'exec', ['ask', 'allow:rule', 'ask', 'ask']],
  ['supervised', 'network', ['ask', 'allow:rule', 'ask', 'ask']],
  ['autonomous', 'read', ['allow:policy', 'allow:policy', 'ask', 'ask']],
  ['autonomous', 'write', ['allow:policy', 'allow:policy', 'ask', 'ask']],
  ['autonomous', 'exec', ['allow:policy', 'allow:policy', 'ask', 'ask']],
  ['autonomous', 'network', ['allow:policy', 'allow:policy', 'ask', 'ask']],
];

describe('evaluatePolicy table', () => {
  it.each(table)('%s × %s', (mode, risk, expected) => {
    const got = [
      evaluatePolicy(input(mode, risk, {})),
      evaluatePolicy(input(mode, risk, { rule: true })),
      evaluatePolicy(input(mode, risk, { dangerous: true })),
      evaluatePolicy(input(mode, risk, { dangerous: true, rule: true })),
    ].map(code);
    expect(got).toEqual(expected);
  });
});

describe('evaluatePolicy details', () => {
  it('explains read-only denials', () => {
    const outcome = evaluatePolicy(input('read_only', 'exec', {}));
    expect(outcome.decision).toBe('deny');
    expect(outcome.reason).toContain(readOnlyDenial);
    expect(outcome.reason).toContain('"Test tool" (exec)');
  });

  it('marks alwaysAsk calls as dangerous, in every mode', () => {
    for (const mode of ['supervised', 'autonomous'] as const) {
      const outcome = evaluatePolicy(input(mode, 'exec', { dangerous: true, rule: true }));
      expect(outcome).toMatchObject({ decision: 'ask', dangerous: 'matches a dangerous pattern (rm -rf /)' });
    }
    expect(evaluatePolicy(input('supervised', 'exec', { dangerous: false }))).not.toHaveProperty('dangerous');
  });

  it('ignores rules for other tools, other conversations, expired ones and non-matching arguments', () => {
    const base = input('supervised', 'exec', {});
    const facts = { matchValue: 'git status' };
    const rules: ApprovalRule[] = [
      { ...anyRule('other'), id: 'a' },
      { ...anyRule('t'), id: 'b', scope: 'conversation', conversationId: 'c2' },
      { ...anyRule('t'), id: 'c', expiresAt: 1_000 },
      { ...anyRule('t'), id: 'd', match: { kind: 'prefix', value: 'git log' } },
    ];
    expect(code(evaluatePolicy({ ...base, facts, rules }))).toBe('ask');
    const matching: ApprovalRule = { ...anyRule('t'), id: 'e', match: { kind: 'prefix', value: 'git' } };
    const outcome = evaluatePolicy({ ...base, facts, rules: [...rules, matching] });
    expect(outcome).toMatchObject({ decision: 'allow', by: 'rule', rule: { id: 'e' } });
  });

  it('prefers a lasting rule to a once rule, and uses the once rule when it is the only one', () => {
    const once: ApprovalRule = { ...anyRule('t'), id: 'once', scope: 'once' };
    const forever: ApprovalRule = { ...anyRule('t'), id: 'forever' };
    const base = input('supervised', 'write', {});
    expect(evaluatePolicy({ ...base, rules: [once, forever] })).toMatchObject({ by: 'rule', rule: { id: 'forever' } });
    expect(evaluatePolicy({ ...base, rules: [once] })).toMatchObject({ by: 'rule', rule: { id: 'once' } });
  });
});

describe('custom tools (provenance)', () => {
  const provenance = (
    over: Partial<NonNullable<PolicyInput['provenance']>> = {},
  ): NonNullable<PolicyInput['provenance']> => ({
    kind: 'custom',
    file: 'tools/t.mjs',
    version: 'v1v1v1v1v1v1',
    capabilities: [],
    trusted: true,
    markedRead: false,
    ...over,
  });
  const custom = (
    mode: PolicyMode,
    risk: ToolRisk,
    over: Partial<NonNullable<PolicyInput['provenance']>>,
    rules: ApprovalRule[] = [],
  ): PolicyOutcome => evaluatePolicy({ ...input(mode, risk, {}), provenance: provenance(over), rules });

  it('an untrusted version asks in every mode that lets it run, whatever it declares, and no rule covers it', () => {
    for (const mode of ['supervised', 'autonomous'] as const) {
      const outcome = custom(mode, 'read', { trusted: false }, [{ ...anyRule('t'), toolVersion: 'v1v1v1v1v1v1' }]);
      expect(outcome).toMatchObject({ decision: 'ask', untrusted: true });
    }
    expect(custom('read_only', 'read', { trusted: false })).toMatchObject({ decision: 'deny' });
    expect(custom('read_only', 'read', { trusted: false, markedRead: true })).toMatchObject({
      decision: 'ask',
      untrusted: true,
    });
  });

  it('read-only runs a custom tool only when the user marked it read; its own claim does not count', () => {
    expect(custom('read_only', 'read', {})).toMatchObject({
      decision: 'deny',
      reason: expect.stringMatching(/not marked read/),
    });
    expect(code(custom('read_only', 'exec', { markedRead: true }))).toBe('allow:policy');
  });

  it('a rule covers only the version it was given to; unversioned rules cover no custom tool', () => {
    expect(code(custom('supervised', 'exec', {}, [{ ...anyRule('t'), toolVersion: 'v1v1v1v1v1v1' }]))).toBe(
      'allow:rule',
    );
    expect(code(custom('supervised', 'exec', {}, [{ ...anyRule('t'), toolVersion: 'v2v2v2v2v2v2' }]))).toBe('ask');
    expect(code(custom('supervised', 'exec', {}, [anyRule('t')]))).toBe('ask');
    expect(code(evaluatePolicy(input('supervised', 'exec', { rule: true })))).toBe('allow:rule');
  });

  it('without a sandbox a trusted custom tool always asks, saying why', () => {
    expect(custom('autonomous', 'read', { unsandboxed: 'no OS sandbox here' })).toMatchObject({
      decision: 'ask',
      dangerous: 'no OS sandbox here',
    });
  });
});
