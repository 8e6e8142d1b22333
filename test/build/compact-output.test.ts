// The Node bundles' compact output (scripts/compact-output.mjs), built with real Vite: indentation and line breaks are
// gone, while names (stack traces), multi-line text and behaviour stay those of the source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { asciiOutput } from '../../scripts/ascii-output.mjs';
import { compactOutput } from '../../scripts/compact-output.mjs';
import { createFixtureBundler } from './fixture-bundler';
import * as source from './fixtures/compact-values';

const bundler = createFixtureBundler();
afterAll(() => bundler.cleanup());
const entry = join(import.meta.dirname, 'fixtures/compact-values.ts');
const bundle = (plugins: Plugin[]): Promise<string> => bundler.bundle(entry, plugins);

describe('compact output of the Node bundles', () => {
  it('drops layout but keeps names, multi-line text and behaviour', async () => {
    const plainFile = await bundle([asciiOutput()]);
    const compactFile = await bundle([compactOutput(), asciiOutput()]);
    const plain = readFileSync(plainFile, 'utf8');
    const compact = readFileSync(compactFile, 'utf8');
    const indented = /^ +\S.*$/gm;
    expect(plain.match(indented)?.length).toBeGreaterThan(5); // the plain build is laid out: the check can fail
    // No indented line is left but the template's own (its text must not change).
    expect(compact.match(indented)).toEqual(['    second line, indented inside the text']);
    expect(compact.length).toBeLessThan(plain.length * 0.85);

    const bundled = (await import(pathToFileURL(compactFile).href)) as typeof source;
    expect(bundled.values).toEqual(source.values);
    expect(bundled.values.names).toEqual(['describeAnswer', 'AnswerShelf', 'failInside']);
    expect(bundled.multiLine).toBe(source.multiLine);
    expect(() => bundled.failInside()).toThrow('failed on purpose');
    try {
      bundled.failInside();
    } catch (error) {
      expect((error as Error).stack).toMatch(/at (Module\.)?failInside \(.*bundle\.mjs:\d+:\d+\)/);
    }
  });
});
