// Rule matching: command prefixes on word boundaries with no shell control after them, path prefixes on
// segment boundaries, hosts, and the rule's own tool/expiry/conversation checks.
import { describe, expect, it } from 'vitest';
import {
  commandPrefixMatches,
  hostMatches,
  matchCovers,
  pathPrefixMatches,
  ruleApplies,
} from '../../../electron/agent/approvals/rule-match';
import type { ApprovalRule } from '../../../electron/storage/approval-rules';

describe('commandPrefixMatches', () => {
  it.each([
    ['git status', 'git status', true],
    ['git status', 'git status --short', true],
    ['git status', '  git status\t-s  ', true],
    ['git status ', 'git status -s', true],
    ['git status', 'git statusfoo', false],
    ['git status', 'git', false],
    ['git status', 'git status; rm -rf x', false],
    ['git status', 'git status;rm -rf x', false],
    ['git status', 'git status && rm -rf x', false],
    ['git status', 'git status || rm -rf x', false],
    ['git status', 'git status | sh', false],
    ['git status', 'git status & rm -rf x', false],
    ['git status', 'git status `rm -rf x`', false],
    ['git status', 'git status $(rm -rf x)', false],
    ['git status', 'git status > /etc/passwd', false],
    ['git status', 'git status < /dev/zero', false],
    ['git status', 'git status\nrm -rf x', false],
    ['git status', 'git status\rrm -rf x', false],
    ['git status', "git status '; rm'", false],
    ['', 'anything', false],
    ['   ', 'anything', false],
    ['ls', 'ls -la ./src', true],
  ])('prefix %j vs %j → %s', (prefix, command, expected) => {
    expect(commandPrefixMatches(prefix, command)).toBe(expected);
  });

  it('lets an approved prefix itself contain operators (the user saw it)', () => {
    expect(commandPrefixMatches('npm ci && npm test', 'npm ci && npm test -- --run')).toBe(true);
    expect(commandPrefixMatches('npm ci && npm test', 'npm ci && npm test; curl x')).toBe(false);
  });
});

describe('pathPrefixMatches', () => {
  it.each([
    ['/w/docs', '/w/docs', true],
    ['/w/docs', '/w/docs/a.txt', true],
    ['/w/docs/', '/w/docs/sub/a.txt', true],
    ['/w/docs', '/w/docs2/a.txt', false],
    ['/w/docs', '/w/doc', false],
    ['/w/docs', '/w/docs/../secrets', false],
    ['/w/docs', '/w/docs/..', false],
    ['/', '/anything', true],
    ['', '/w', false],
    ['C:\\w\\docs', 'C:\\w\\docs\\a.txt', true],
  ])('prefix %j vs %j → %s', (prefix, path, expected) => {
    expect(pathPrefixMatches(prefix, path)).toBe(expected);
  });
});

describe('hostMatches', () => {
  it.each([
    ['example.com', 'example.com', true],
    ['Example.COM', 'example.com.', true],
    ['example.com', 'api.example.com', false],
    ['example.com', 'example.com.evil.net', false],
    ['*.example.com', 'api.example.com', true],
    ['*.example.com', 'example.com', false],
    ['*.example.com', 'evilexample.com', false],
    ['', 'example.com', false],
  ])('pattern %j vs %j → %s', (pattern, host, expected) => {
    expect(hostMatches(pattern, host)).toBe(expected);
  });
});

describe('matchCovers', () => {
  const shell = { tool: 'shell', risk: 'exec' as const, matchValue: 'git status -s' };
  const file = { tool: 'write_file', risk: 'write' as const, matchValue: '/w/docs/a.md' };
  const web = { tool: 'browser', risk: 'network' as const, host: 'docs.example.com' };

  it('uses command semantics for exec tools and path semantics for others', () => {
    expect(matchCovers({ kind: 'prefix', value: 'git status' }, shell)).toBe(true);
    expect(matchCovers({ kind: 'prefix', value: 'git stat' }, shell)).toBe(false);
    expect(matchCovers({ kind: 'prefix', value: '/w/docs' }, file)).toBe(true);
    expect(matchCovers({ kind: 'prefix', value: '/w/do' }, file)).toBe(false);
  });

  it('matches exact values, hosts and any; never a missing fact', () => {
    expect(matchCovers({ kind: 'exact', value: 'git status -s' }, shell)).toBe(true);
    expect(matchCovers({ kind: 'exact', value: 'git status' }, shell)).toBe(false);
    expect(matchCovers({ kind: 'host', value: 'docs.example.com' }, web)).toBe(true);
    expect(matchCovers({ kind: 'host', value: 'docs.example.com' }, shell)).toBe(false);
    expect(matchCovers({ kind: 'prefix', value: 'x' }, web)).toBe(false);
    expect(matchCovers({ kind: 'exact' }, { ...shell, matchValue: '' })).toBe(false);
    expect(matchCovers({ kind: 'any' }, web)).toBe(true);
  });
});

describe('ruleApplies', () => {
  const base: ApprovalRule = { id: 'r', tool: 'shell', match: { kind: 'any' }, scope: 'forever', createdAt: 0 };
  const facts = { tool: 'shell', risk: 'exec' as const, matchValue: 'ls' };

  it('checks tool, expiry and conversation', () => {
    expect(ruleApplies(base, facts, { now: 10 })).toBe(true);
    expect(ruleApplies({ ...base, tool: 'other' }, facts, { now: 10 })).toBe(false);
    expect(ruleApplies({ ...base, expiresAt: 10 }, facts, { now: 10 })).toBe(false);
    expect(ruleApplies({ ...base, expiresAt: 11 }, facts, { now: 10 })).toBe(true);
    const conv: ApprovalRule = { ...base, scope: 'conversation', conversationId: 'c1' };
    expect(ruleApplies(conv, facts, { now: 10, conversationId: 'c1' })).toBe(true);
    expect(ruleApplies(conv, facts, { now: 10, conversationId: 'c2' })).toBe(false);
    expect(ruleApplies(conv, facts, { now: 10 })).toBe(false);
    expect(ruleApplies({ ...base, scope: 'conversation' }, facts, { now: 10, conversationId: 'c1' })).toBe(false);
    const once: ApprovalRule = { ...base, scope: 'once', conversationId: 'c1' };
    expect(ruleApplies(once, facts, { now: 10, conversationId: 'c2' })).toBe(false);
    expect(ruleApplies({ ...base, scope: 'once' }, facts, { now: 10, conversationId: 'c2' })).toBe(true);
  });
});
