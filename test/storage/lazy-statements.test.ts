// The stores' view of the database compiles a statement's SQL on its first use, not when it is prepared, and behaves as
// the database itself otherwise: statements run, read, chain (pluck), take part in transactions; getters read through.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { withLazyStatements } from '../../electron/storage/lazy-statements';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

function open() {
  const { db } = openDatabase(path.join(temp.make('lazy-statements'), 'hearth.db'));
  return { real: db, db: withLazyStatements(db) };
}

describe('withLazyStatements', () => {
  it('compiles a statement on its first use: bad SQL fails there, not when prepared', () => {
    const { real, db } = open();
    const broken = db.prepare('SELECT * FROM no_such_table');
    expect(() => broken.all()).toThrow(/no such table: no_such_table/);
    // The real database compiles at once (the control: the check above is about laziness, not about the SQL).
    expect(() => real.prepare('SELECT * FROM no_such_table')).toThrow(/no such table/);
    closeDatabase(real);
  });

  it('runs, reads, chains and joins transactions like a prepared statement', () => {
    const { real, db } = open();
    const insert = db.prepare('INSERT INTO conversations (id, created_at, updated_at) VALUES (?, 1, 1)');
    const ids = db.prepare('SELECT id FROM conversations ORDER BY id').pluck();
    const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM conversations');
    expect(insert.run('a').changes).toBe(1);
    db.transaction(() => {
      insert.run('b');
      insert.run('c');
      expect(db.inTransaction).toBe(true);
    })();
    expect(ids.all()).toEqual(['a', 'b', 'c']);
    expect(count.get()).toEqual({ n: 3 });
    expect(() =>
      db.transaction(() => {
        insert.run('d');
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(count.get()).toEqual({ n: 3 });
    expect(db.open).toBe(true);
    expect(insert.source).toContain('INSERT INTO conversations');
    closeDatabase(real);
    expect(db.open).toBe(false);
  });
});
