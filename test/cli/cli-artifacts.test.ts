// `hearth artifacts [ID] [--json]` as real CLI processes over a real SQLite data folder (issue 42): every chat's
// artifacts (a deleted chat's left out), one conversation's, one artifact's versions with its newest content (control
// characters made visible in text); an unknown ID exits 1, two IDs exit 2.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtifactStore } from '../../electron/storage/artifacts';
import { createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let dataDir: string;
const seeded = { dinner: '', trip: '', menu: '', route: '', gone: '' };
const cli = (...args: string[]) => runCli(['artifacts', ...args, '--data-dir', dataDir]);

beforeAll(() => {
  dataDir = temp.make('cli-artifacts');
  const { db } = openDatabase(path.join(dataDir, 'hearth.db'));
  let clock = 1_800_000_000_000;
  const artifacts = createArtifactStore(db, () => (clock += 1000));
  const conversations = createConversationStore(db);
  const dinner = conversations.create({ title: 'Dinner party' });
  const trip = conversations.create({ title: 'Road trip' });
  const deleted = conversations.create({ title: 'Old plans' });
  const menu = artifacts.create({ conversationId: dinner.id, kind: 'markdown', title: 'Menu', content: '# Soup' });
  artifacts.update({
    id: menu.id,
    conversationId: dinner.id,
    kind: 'markdown',
    title: 'Menu',
    content: '# Soup\x1b[2J',
  });
  const route = artifacts.create({ conversationId: trip.id, kind: 'svg', title: 'Route', content: '<svg></svg>' });
  const gone = artifacts.create({ conversationId: deleted.id, kind: 'markdown', title: 'Old', content: 'x' });
  conversations.remove(deleted.id);
  Object.assign(seeded, { dinner: dinner.id, trip: trip.id, menu: menu.id, route: route.id, gone: gone.id });
  closeDatabase(db);
});
afterAll(() => temp.cleanup());

describe('hearth artifacts', () => {
  it('lists every chat’s artifacts, newest first, and one conversation’s', async () => {
    const all = await cli('--json');
    expect(all.code, all.stderr).toBe(0);
    expect(all.lines()).toEqual([
      {
        artifacts: [
          expect.objectContaining({ id: seeded.route, kind: 'svg', title: 'Route', versions: 1 }),
          expect.objectContaining({ id: seeded.menu, version: 2, conversationId: seeded.dinner, versions: 2 }),
        ],
      },
    ]);
    const text = await cli();
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(
      new RegExp(`${seeded.menu}  markdown  Menu  2 versions  .*\\n    in ${seeded.dinner}  Dinner party`),
    );
    expect(text.stdout).not.toContain(seeded.gone);

    const one = await cli(seeded.trip, '--json');
    expect(one.code, one.stderr).toBe(0);
    expect((one.lines()[0]!.artifacts as { id: string }[]).map((artifact) => artifact.id)).toEqual([seeded.route]);
  }, 60_000);

  it('shows one artifact’s versions and its newest content', async () => {
    const json = await cli(seeded.menu, '--json');
    expect(json.code, json.stderr).toBe(0);
    const [shown] = json.lines() as { id: string; versions: { version: number; content: string }[] }[];
    expect(shown!.id).toBe(seeded.menu);
    expect(shown!.versions.map((v) => [v.version, v.content])).toEqual([
      [1, '# Soup'],
      [2, '# Soup\x1b[2J'],
    ]);
    const text = await cli(seeded.menu);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('  version 1  ');
    expect(text.stdout).toContain('Version 2:\n# Soup<U+001B>[2J\n');
    expect(text.stdout).not.toContain('\x1b');
  }, 60_000);

  it('an unknown or deleted chat’s ID exits 1, two IDs exit 2', async () => {
    for (const id of ['art_000000000000', seeded.gone]) {
      const unknown = await cli(id);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain(`there is no conversation or artifact with ID ${id}`);
    }
    const usage = await cli('a', 'b');
    expect(usage.code).toBe(2);
  }, 60_000);
});
