// The always-allow rules behind the approval gate, stored in the `approval_rules` table (migration 1).
// Data only: which rule matches a call is decided by electron/agent/approvals/rule-match.ts.
import { nodeCrypto } from './lazy-crypto';
import { z } from 'zod';
import type { Db } from './database';

import { ruleMatchKinds, ruleScopes, type RuleMatch, type RuleMatchKind, type RuleScope } from '../shared/rule-types';
import type { Result } from '../shared/result';

export { ruleMatchKinds, ruleScopes, type RuleMatch, type RuleMatchKind, type RuleScope } from '../shared/rule-types';

export interface ApprovalRule {
  id: string;
  tool: string;
  match: RuleMatch;
  scope: RuleScope;
  /** Set for `conversation` rules (required) and optionally for `once` rules. */
  conversationId?: string;
  createdAt: number;
  expiresAt?: number;
  /** Custom tools: the one version (content hash) the rule covers; a changed file is not covered. */
  toolVersion?: string;
}

export const newApprovalRuleSchema = z.lazy(() =>
  z
    .object({
      tool: z.string().min(1).max(200),
      match: z.object({ kind: z.enum(ruleMatchKinds), value: z.string().max(10_000).optional() }),
      scope: z.enum(ruleScopes),
      conversationId: z.string().min(1).optional(),
      expiresAt: z.number().int().positive().optional(),
      toolVersion: z.string().min(1).max(128).optional(),
    })
    .refine((r) => r.match.kind === 'any' || (r.match.value ?? '').trim().length > 0, {
      message: 'exact, prefix and host rules need a non-empty value',
    })
    .refine((r) => r.scope !== 'conversation' || r.conversationId !== undefined, {
      message: 'a conversation rule needs a conversationId',
    }),
);
export type NewApprovalRule = z.input<typeof newApprovalRuleSchema>;

export type AddRuleResult = Result<{ rule: ApprovalRule }>;

export interface ApprovalRuleStore {
  /** Validates and stores a rule (an identical lasting rule is reused, taking the new expiry). Invalid input is reported, never thrown. */
  add(rule: NewApprovalRule): AddRuleResult;
  /** Unexpired rules, newest first (for the settings screen); optionally only one conversation's plus global ones. */
  list(options?: { conversationId?: string }): ApprovalRule[];
  /** Unexpired rules for a tool that may apply in this conversation (forever, its conversation rules, once rules). */
  candidates(query: { tool: string; conversationId?: string }): ApprovalRule[];
  /** Deletes a `once` rule as it is used. False if it was already used or revoked (so it must not allow the call). */
  consume(id: string): boolean;
  /** Removes a rule; true when one was removed. */
  revoke(id: string): boolean;
  /** Removes every rule of a conversation (e.g. when it is deleted); returns the count. */
  revokeConversation(conversationId: string): number;
  /** Deletes expired rules; returns the count. */
  purgeExpired(): number;
}

interface RuleRow {
  id: string;
  tool: string;
  match_kind: RuleMatchKind;
  match_value: string | null;
  scope: RuleScope;
  conversation_id: string | null;
  created_at: number;
  expires_at: number | null;
  tool_version: string | null;
}

export function createApprovalRuleStore(db: Db, deps: { now?: () => number } = {}): ApprovalRuleStore {
  const now = deps.now ?? Date.now;
  const insert = db.prepare(
    `INSERT INTO approval_rules (id, tool, match_kind, match_value, scope, conversation_id, created_at, expires_at, tool_version)
     VALUES (@id, @tool, @match_kind, @match_value, @scope, @conversation_id, @created_at, @expires_at, @tool_version)`,
  );
  const selectAll = db.prepare(
    `SELECT * FROM approval_rules WHERE (expires_at IS NULL OR expires_at > ?) ORDER BY created_at DESC, rowid DESC`,
  );
  const selectForConversation = db.prepare(
    `SELECT * FROM approval_rules WHERE (expires_at IS NULL OR expires_at > ?)
       AND (conversation_id IS NULL OR conversation_id = ?) ORDER BY created_at DESC, rowid DESC`,
  );
  const selectCandidates = db.prepare(
    `SELECT * FROM approval_rules WHERE tool = ? AND (expires_at IS NULL OR expires_at > ?)
       AND (scope = 'forever' OR (conversation_id IS NOT NULL AND conversation_id = ?)
            OR (scope = 'once' AND conversation_id IS NULL))
     ORDER BY created_at ASC, rowid ASC`,
  );
  const selectSame = db.prepare(
    `SELECT * FROM approval_rules WHERE tool = ? AND match_kind = ? AND match_value IS ? AND scope = ?
       AND conversation_id IS ? AND tool_version IS ? AND scope != 'once' AND (expires_at IS NULL OR expires_at > ?) LIMIT 1`,
  );
  const updateExpiry = db.prepare(`UPDATE approval_rules SET expires_at = ? WHERE id = ?`);
  const deleteOnce = db.prepare(`DELETE FROM approval_rules WHERE id = ? AND scope = 'once'`);
  const deleteById = db.prepare(`DELETE FROM approval_rules WHERE id = ?`);
  const deleteByConversation = db.prepare(`DELETE FROM approval_rules WHERE conversation_id = ?`);
  const deleteExpired = db.prepare(`DELETE FROM approval_rules WHERE expires_at IS NOT NULL AND expires_at <= ?`);

  return {
    add(input) {
      const parsed = newApprovalRuleSchema.safeParse(input);
      if (!parsed.success)
        return { ok: false, error: `Invalid approval rule: ${parsed.error.issues[0]?.message ?? 'bad input'}` };
      const r = parsed.data;
      const rule: ApprovalRule = {
        id: nodeCrypto().randomUUID(),
        tool: r.tool,
        match: r.match.kind === 'any' ? { kind: 'any' } : { kind: r.match.kind, value: r.match.value },
        scope: r.scope,
        ...(r.scope !== 'forever' && r.conversationId !== undefined ? { conversationId: r.conversationId } : {}),
        createdAt: now(),
        ...(r.expiresAt !== undefined ? { expiresAt: r.expiresAt } : {}),
        ...(r.toolVersion !== undefined ? { toolVersion: r.toolVersion } : {}),
      };
      const row = toRow(rule);
      // The same lasting rule twice (another "Always allow" click) is one rule; the newer expiry wins.
      const same = selectSame.get(
        row.tool,
        row.match_kind,
        row.match_value,
        row.scope,
        row.conversation_id,
        row.tool_version,
        now(),
      ) as RuleRow | undefined;
      if (same) {
        updateExpiry.run(row.expires_at, same.id);
        return { ok: true, rule: fromRow({ ...same, expires_at: row.expires_at }) };
      }
      insert.run(row);
      return { ok: true, rule };
    },
    list(options = {}) {
      const rows = (
        options.conversationId === undefined
          ? selectAll.all(now())
          : selectForConversation.all(now(), options.conversationId)
      ) as RuleRow[];
      return rows.map(fromRow);
    },
    candidates({ tool, conversationId }) {
      return (selectCandidates.all(tool, now(), conversationId ?? null) as RuleRow[]).map(fromRow);
    },
    consume: (id) => deleteOnce.run(id).changes === 1,
    revoke: (id) => deleteById.run(id).changes === 1,
    revokeConversation: (conversationId) => deleteByConversation.run(conversationId).changes,
    purgeExpired: () => deleteExpired.run(now()).changes,
  };
}

function toRow(rule: ApprovalRule): RuleRow {
  return {
    id: rule.id,
    tool: rule.tool,
    match_kind: rule.match.kind,
    match_value: rule.match.value ?? null,
    scope: rule.scope,
    conversation_id: rule.conversationId ?? null,
    created_at: rule.createdAt,
    expires_at: rule.expiresAt ?? null,
    tool_version: rule.toolVersion ?? null,
  };
}

function fromRow(row: RuleRow): ApprovalRule {
  return {
    id: row.id,
    tool: row.tool,
    match: row.match_value === null ? { kind: row.match_kind } : { kind: row.match_kind, value: row.match_value },
    scope: row.scope,
    ...(row.conversation_id !== null ? { conversationId: row.conversation_id } : {}),
    createdAt: row.created_at,
    ...(row.expires_at !== null ? { expiresAt: row.expires_at } : {}),
    ...(row.tool_version !== null ? { toolVersion: row.tool_version } : {}),
  };
}
