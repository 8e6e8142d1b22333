// "A value or a failure" has one home, electron/shared/result.ts: its helpers build the shapes callers read, and no
// core file spells its own `{ ok: true; … } | { ok: false; error: string }` union any more.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { err, ok, type Err, type Ok, type Result } from '../../electron/shared/result';

const root = join(__dirname, '../..');

/** The IPC wire shape keeps its own form (InvokeResult). */
const keepOwnShape = new Set(['electron/shared/contract.ts']);

function coreFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return coreFiles(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('Result', () => {
  it('ok() and err() build the shapes the callers read, ok first', () => {
    expect(ok()).toEqual({ ok: true });
    expect(JSON.stringify(ok({ run: 7 }))).toBe('{"ok":true,"run":7}');
    expect(err('no model')).toEqual({ ok: false, error: 'no model' });
    const outcome: Result<{ run: number }> = Math.random() > 2 ? ok({ run: 1 }) : err('refused');
    if (outcome.ok) expectTypeOf(outcome.run).toEqualTypeOf<number>();
    else expect(outcome.error).toBe('refused');
    expectTypeOf<Ok<{ run: number }>>().toMatchTypeOf<{ ok: true; run: number }>();
    expectTypeOf<Err>().toEqualTypeOf<{ ok: false } & { error: string }>();
  });

  it('no core file declares its own ok/error union', () => {
    const found: string[] = [];
    for (const dir of ['electron', 'tools']) {
      for (const path of coreFiles(dir)) {
        if (keepOwnShape.has(path) || /^electron\/(main|preload)\//.test(path)) continue;
        const text = readFileSync(join(root, path), 'utf8');
        if (/\{ ok: true[;}][^|]*\|\s*\{ ok: false; error: string \}/.test(text)) found.push(path);
      }
    }
    expect(found).toEqual([]);
  });
});
