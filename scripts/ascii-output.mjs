// A Vite plugin for the Node bundles (main process, `hearth` command, bench probe): output in pure ASCII, so V8 reads
// each module as one-byte text and decodes and compiles it faster (~20 ms of the main bundle's start-up here).

/** Where `code` (a string of one UTF-16 unit) stands in the text: escaped by an odd run of backslashes before it. */
function escapedByBackslash(code, at) {
  let count = 0;
  for (let index = at - 1; index >= 0 && code[index] === '\\'; index -= 1) count += 1;
  return count % 2 === 1;
}

/**
 * Writes every non-ASCII UTF-16 unit as a \uXXXX escape, which means the same in strings, template literals, regular
 * expressions, identifiers and comments. A character written with a backslash before it (`\é`, an identity escape)
 * becomes that backslash's escape (`\u00e9`).
 */
export function escapeNonAscii(code) {
  return code.replace(/[^\0-\x7f]/g, (unit, at) => {
    const hex = unit.charCodeAt(0).toString(16).padStart(4, '0');
    return escapedByBackslash(code, at) ? `u${hex}` : `\\u${hex}`;
  });
}

/** The tagged template literals of an ESTree program whose raw text has non-ASCII characters (escaping changes it). */
export function taggedTemplatesWithNonAscii(program) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'TaggedTemplateExpression' &&
      node.quasi.quasis.some((quasi) => /[^\0-\x7f]/.test(quasi.value.raw))
    )
      found.push(node.start);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return found;
}

export function asciiOutput() {
  return {
    name: 'hearth-ascii-output',
    renderChunk: {
      // After Vite's own esbuild pass over each chunk, which writes escapes in strings back as UTF-8.
      order: 'post',
      handler(code, chunk) {
        if (!/[^\0-\x7f]/.test(code)) return null;
        // A tag reads the raw text, which the escapes would change: such a chunk fails the build instead.
        const tagged = taggedTemplatesWithNonAscii(this.parse(code));
        if (tagged.length > 0)
          this.error(
            `${chunk.fileName}: a tagged template literal has non-ASCII text (at ${tagged.join(', ')}); write it as an escape`,
          );
        return { code: escapeNonAscii(code), map: null };
      },
    },
  };
}
