// conversations.list pages with `after` (issue 44: the sidebar scrolls a ten-year history): every conversation once,
// in the order of the first page, also when many share an updated_at; deleted ones stay out; kinds still filter.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createConversationStore, type Conversation } from '../../electron/storage/conversations';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

describe('conversations.list in pages', () => {
  it('walks every conversation once, ties included', () => {
    const { db } = openDatabase(path.join(temp.make('paging'), 'hearth.db'));
    try {
      let clock = 0;
      const store = createConversationStore(db, { now: () => Math.floor(clock++ / 7) }); // 7 share each instant
      for (let i = 0; i < 230; i += 1) store.create({ title: `Chat ${i}`, kind: i % 10 === 0 ? 'job' : 'chat' });
      const gone = store.list({ limit: 1 })[0] as Conversation;
      store.remove(gone.id);
      const walk = (kinds?: ('chat' | 'job')[]) => {
        const seen: Conversation[] = [];
        let page: Conversation[] = [];
        do {
          const after = page.at(-1);
          page = store.list({ limit: 25, ...(after ? { after } : {}), ...(kinds ? { kinds } : {}) });
          seen.push(...page);
        } while (page.length === 25);
        return seen.map((conversation) => conversation.id);
      };
      const all = walk();
      expect(all).toHaveLength(229);
      expect(all).toEqual(store.list({ limit: 1_000 }).map((conversation) => conversation.id));
      expect(all).not.toContain(gone.id);
      expect(walk(['job'])).toEqual(store.list({ limit: 1_000, kinds: ['job'] }).map((c) => c.id));
      expect(walk(['job'])).toHaveLength(23);
    } finally {
      closeDatabase(db);
    }
  });
});
