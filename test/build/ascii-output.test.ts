// The Node bundles' ASCII output (scripts/ascii-output.mjs), built with real Vite: the bundle has no byte above 0x7f
// and every value reads the same as the source's; a tagged template with non-ASCII raw text fails the build.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { asciiOutput, escapeNonAscii } from '../../scripts/ascii-output.mjs';
import { makeTempDir, removeTempDir } from '../support/temp-dir';
import { createFixtureBundler } from './fixture-bundler';
import { values } from './fixtures/non-ascii-values';

const bundler = createFixtureBundler();
afterAll(() => bundler.cleanup());
const bundle = (entry: string): Promise<string> => bundler.bundle(entry, [asciiOutput()]);

describe('ASCII output of the Node bundles', () => {
  it('writes a bundle without non-ASCII bytes whose values are the source values', async () => {
    const file = await bundle(join(import.meta.dirname, 'fixtures/non-ascii-values.ts'));
    const bytes = readFileSync(file);
    expect(bytes.some((byte) => byte > 0x7f)).toBe(false);
    // The escapes really are in the output (the fixture's text was not dropped).
    expect(bytes.toString('latin1')).toContain('\\u2192');
    const bundled = (await import(pathToFileURL(file).href)) as { values: typeof values };
    expect(bundled.values).toEqual(values);
    expect(values.string).toBe('Settings → Tools … “quoted” 🔥');
    expect(values.identityEscape).toBe('é');
    expect(values.escapedBackslash).toBe('\\é');
  });

  it('escapes an identity-escaped character once, and leaves ASCII alone', () => {
    expect(escapeNonAscii("'\\é' + '\\\\é' + 'plain'")).toBe("'\\u00e9' + '\\\\\\u00e9' + 'plain'");
    expect(escapeNonAscii('no change')).toBe('no change');
  });

  it('fails the build for a tagged template with non-ASCII raw text (escaping would change what the tag reads)', async () => {
    const dir = makeTempDir('ascii-src');
    try {
      const entry = join(dir, 'tagged.ts');
      writeFileSync(entry, 'export const raw = String.raw`a → b`;\n');
      await expect(bundle(entry)).rejects.toThrow(/tagged template literal has non-ASCII text/);
      expect(readdirSync(dir)).toEqual(['tagged.ts']);
    } finally {
      removeTempDir(dir);
    }
  });
});
