// The short tool schema for small context windows (tools/short-tool-schema.ts): descriptions cut to one sentence,
// everything else (names, types, required fields, a property that happens to be called "description") untouched.
import { describe, expect, it } from 'vitest';
import type { ProviderToolSchema } from '../../tools/json-schema';
import { firstSentence, shortToolSchema } from '../../tools/short-tool-schema';

const schema: ProviderToolSchema = {
  type: 'function',
  function: {
    name: 'write_note',
    description: 'Writes a note to the notes folder. Use it when the person asks to remember text.\nMore detail here.',
    parameters: {
      type: 'object',
      properties: {
        description: { type: 'string', description: 'The note text. Markdown is allowed. Keep it short.' },
        tags: { type: 'array', items: { type: 'string', description: 'One tag. Lowercase.' } },
      },
      required: ['description'],
    },
  },
};

describe('shortToolSchema', () => {
  it('keeps the first sentence of each description and the shape of the parameters', () => {
    expect(shortToolSchema(schema)).toEqual({
      type: 'function',
      function: {
        name: 'write_note',
        description: 'Writes a note to the notes folder.',
        parameters: {
          type: 'object',
          properties: {
            description: { type: 'string', description: 'The note text.' },
            tags: { type: 'array', items: { type: 'string', description: 'One tag.' } },
          },
          required: ['description'],
        },
      },
    });
    expect(schema.function.description).toContain('More detail');
  });

  it('cuts a long first sentence with an ellipsis and keeps a version number whole', () => {
    expect(firstSentence('Uses v1.2 of the API. Then more.', 160)).toBe('Uses v1.2 of the API.');
    const long = firstSentence('word '.repeat(60), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
  });
});
