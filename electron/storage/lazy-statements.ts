// The database as the stores see it: prepare() compiles its SQL on the statement's first use instead of when the store is
// made. The runtime makes every store before ready, and their ~100 statements cost ~2 ms to compile, most used only later.
import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

/** Reads a property of `owner`, with methods bound to it (kept, so a statement used in a loop binds once). */
function boundReader(owner: object): (key: string | symbol) => unknown {
  const bound = new Map<string | symbol, unknown>();
  return (key) => {
    if (bound.has(key)) return bound.get(key);
    const value: unknown = Reflect.get(owner, key, owner);
    if (typeof value !== 'function') return value;
    const method = (value as (...args: unknown[]) => unknown).bind(owner);
    bound.set(key, method);
    return method;
  };
}

function lazyStatement(db: Db, source: string): Statement {
  let read: ((key: string | symbol) => unknown) | undefined;
  const statement = () => (read ??= boundReader(db.prepare(source)));
  return new Proxy({} as Statement, { get: (_target, key) => statement()(key) });
}

export function withLazyStatements(db: Db): Db {
  const read = boundReader(db);
  const prepare = (source: string): Statement => lazyStatement(db, source);
  return new Proxy(db, { get: (_target, key) => (key === 'prepare' ? prepare : read(key)) });
}
