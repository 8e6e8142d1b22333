// The catalog's English for what trusting a custom tool allows is the core's words (the CLI prompt's), for every
// capability set; and the dialog leaves out the core's custom tool notes by their code (its own block says them).
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../renderer/src/i18n/locales/en';
import { capabilitiesKey } from '../../renderer/src/lib/custom-tool-trust';
import { approvalNoteWords } from '../../renderer/src/approval/approval-note-words';

// By a runtime path: the web type-check of this folder may not pull in core files.
const corePath = '../../tools/user-tools/capabilities';
const notesPath = '../../tools/user-tools/custom-tool-notes';
type Note = { text: string; code: string; params?: Record<string, string> };
let coreWords: (capabilities: readonly string[]) => string;
let coreNotes: (file: string, version: string, manifest: { risk: 'exec'; capabilities: string[] }) => Note[];
beforeAll(async () => {
  coreWords = ((await import(/* @vite-ignore */ corePath)) as { describeCapabilities: typeof coreWords })
    .describeCapabilities;
  coreNotes = ((await import(/* @vite-ignore */ notesPath)) as { customToolNotes: typeof coreNotes }).customToolNotes;
});

const sets = [[], ['network'], ['workspace:write'], ['network', 'workspace:write'], ['workspace:write', 'network']];

describe('custom tool trust words', () => {
  it.each(sets.map((set) => [set.join('+') || 'none', set] as const))('match the core for %s', (_name, set) => {
    const [group, key] = capabilitiesKey(set).split('.') as [string, string];
    expect((en as Record<string, Record<string, string>>)[group]?.[key]).toBe(coreWords(set));
  });

  it("leaves out the core's custom tool notes by their code, and keeps the others", () => {
    const notes = [
      ...coreNotes('tools/greet.mjs', 'abcdef123456', { risk: 'exec', capabilities: ['network'] }),
      ...coreNotes('tools/plain.mjs', 'abcdef123456', { risk: 'exec', capabilities: [] }),
    ];
    expect(notes.map((note) => note.text)[0]).toBe(
      'Custom tool from tools/greet.mjs, version abcdef123456; it declares risk exec and capabilities network.',
    );
    const shown = approvalNoteWords({
      notes: [...notes.map((note) => note.text), 'Next runs: tomorrow 09:00'],
      noteCodes: [...notes.map(({ code }) => ({ code })), null],
    });
    expect(shown).toEqual([{ text: 'Next runs: tomorrow 09:00', words: 'Next runs: tomorrow 09:00' }]);
  });
});
