// The list, search and open paths use indexes (issue 44): every statement the real stores prepare on those paths is
// explained by SQLite, and no plan reads the whole messages table (a ten-year history holds millions of rows).
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/storage/database';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createAttachmentStore } from '../../electron/storage/attachments';
import { createConversationStore } from '../../electron/storage/conversations';
import { createJobStore } from '../../electron/storage/jobs';
import { createMemoryStore } from '../../electron/storage/memories';
import { newestMessagePage, olderMessagePage } from '../../electron/runtime/handlers/chat-load-page';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

/** Wraps db.prepare so every statement the stores compile is kept with its SQL. */
function recordStatements(db: Db): string[] {
  const seen: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    if (!seen.includes(sql)) seen.push(sql);
    return prepare(sql);
  }) as Db['prepare'];
  return seen;
}

/** SQLite's plan lines of one statement (parameters bound to NULL: the plan does not depend on the values). */
function planOf(db: Db, sql: string): string[] {
  const statement = db.prepare(`EXPLAIN QUERY PLAN ${sql}`);
  const named = [...new Set([...sql.matchAll(/@(\w+)/g)].map((match) => match[1] as string))];
  const positional = sql.replace(/'[^']*'/g, '').match(/\?/g)?.length ?? 0;
  const rows = (
    named.length > 0
      ? statement.all(Object.fromEntries(named.map((name) => [name, null])))
      : statement.all(...Array<null>(positional).fill(null))
  ) as { detail: string }[];
  return rows.map((row) => row.detail);
}

/** A plan line that reads every row of messages (under its name or an alias the statements give it). */
const FULL_SCAN_OF_MESSAGES = /^SCAN (messages|m|leaf|newest|previous|last|s)( USING COVERING INDEX .*)?$/;

function seed(db: Db) {
  const conversations = createConversationStore(db);
  const attachments = createAttachmentStore(db, { folder: path.join(path.dirname(db.name), 'attachments') });
  const ids: string[] = [];
  for (let c = 0; c < 30; c += 1) {
    const { id } = conversations.create({ title: `Talk ${c}` });
    ids.push(id);
    for (let m = 0; m < 10; m += 1) {
      const content = m % 3 === 0 ? `东京的天气很好 ${c}` : `the weather in Lisbon is mild ${c} ${m}`;
      conversations.appendMessage({ conversationId: id, role: m % 2 ? 'assistant' : 'user', content });
    }
  }
  return { conversations, attachments, ids };
}

describe('query plans of the list, search and open paths', () => {
  it('never scan the messages table', () => {
    const { db } = openDatabase(path.join(temp.make(), 'hearth.db'));
    try {
      const statements = recordStatements(db);
      const { conversations, attachments, ids } = seed(db);
      const first = conversations.list({ limit: 10 });
      const second = conversations.list({ limit: 10, after: first.at(-1) });
      expect(second).toHaveLength(10);
      expect(second.map((c) => c.id)).not.toContain(first[0]?.id);
      expect(conversations.search('Lisbon').length).toBeGreaterThan(0);
      expect(conversations.search('天气').length).toBeGreaterThan(0);
      const page = newestMessagePage(conversations, ids[0] as string, 4, attachments);
      olderMessagePage(conversations, ids[0] as string, { seq: 5, leafId: page.leafId as string }, attachments);
      conversations.listHistoryWindow(ids[0] as string);
      conversations.markInterruptedAnswers();

      const messageStatements = statements.filter((sql) => /\bmessages\b/.test(sql) && !/^\s*INSERT/i.test(sql));
      expect(messageStatements.length).toBeGreaterThan(8);
      const scans = messageStatements.flatMap((sql) =>
        planOf(db, sql)
          .filter((line) => FULL_SCAN_OF_MESSAGES.test(line))
          .map((line) => `${line} in: ${sql.replace(/\s+/g, ' ').slice(0, 120)}`),
      );
      expect(scans).toEqual([]);
    } finally {
      closeDatabase(db);
    }
  });

  it('page the sidebar through an index, not a sort of every conversation', () => {
    const { db } = openDatabase(path.join(temp.make(), 'hearth.db'));
    try {
      const statements = recordStatements(db);
      const { conversations } = seed(db);
      const first = conversations.list({ limit: 10 });
      conversations.list({ limit: 10, after: first.at(-1) });
      const listing = statements.filter((sql) => /FROM conversations\s+WHERE deleted_at IS NULL/.test(sql));
      expect(listing).toHaveLength(2);
      for (const sql of listing) {
        const plan = planOf(db, sql).join(' | ');
        expect(plan).toContain('INDEX conversations_by_recency');
        expect(plan).not.toContain('TEMP B-TREE');
      }
    } finally {
      closeDatabase(db);
    }
  });

  it('the start-up purge of deleted items reads only deleted rows', () => {
    const { db } = openDatabase(path.join(temp.make(), 'hearth.db'));
    try {
      const statements = recordStatements(db);
      createConversationStore(db).purgeDeleted(Date.now());
      createMemoryStore(db).purgeDeleted(Date.now());
      createJobStore(db).purgeDeleted(Date.now());
      const purges = statements.filter((sql) =>
        /^\s*DELETE FROM (conversations|memories|jobs) WHERE deleted_at/.test(sql),
      );
      expect(purges).toHaveLength(3);
      for (const sql of purges)
        expect(planOf(db, sql)).not.toContainEqual(expect.stringMatching(/^SCAN (conversations|memories|jobs)$/));
    } finally {
      closeDatabase(db);
    }
  });

  it('the full-scan pattern recognises a scan (the test can fail)', () => {
    const { db } = openDatabase(path.join(temp.make(), 'hearth.db'));
    try {
      expect(planOf(db, 'SELECT * FROM messages WHERE content = ?')).toContainEqual(
        expect.stringMatching(FULL_SCAN_OF_MESSAGES),
      );
    } finally {
      closeDatabase(db);
    }
  });
});
