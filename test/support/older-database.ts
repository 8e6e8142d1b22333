// A data folder an older Hearth wrote, for the upgrade tests: the shipped v8 fixture plus a conversation of Korean
// messages, which v9's CJK index fills in batches of 500 (so the upgrade reports rows done of total).
import fs from 'node:fs';
import path from 'node:path';
import { createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { withLazyStatements } from '../../electron/storage/lazy-statements';
import { migrations } from '../../electron/storage/migrations';
import { fixtureFile } from '../storage/db-fixtures/make-db-fixture';

export function v8DataFolderWithCjkMessages(dataDir: string, count: number): string {
  const file = path.join(dataDir, 'hearth.db');
  fs.copyFileSync(fixtureFile(8), file);
  const old = withLazyStatements(openDatabase(file, { migrations: migrations.slice(0, 8) }).db);
  const conversations = createConversationStore(old);
  const { id } = conversations.create({ title: '보리차' });
  for (let n = 0; n < count; n++)
    conversations.appendMessage({ conversationId: id, role: 'user', content: `나는 아침마다 보리차를 마신다 ${n}` });
  closeDatabase(old);
  return dataDir;
}
