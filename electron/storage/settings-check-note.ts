// The note Hearth keeps next to its database for the settings document (`hearth.db-settings`): the stored text it last
// read or wrote, and what checking that text gave (settings, problems), under the key of the settings schema that did
// it. While the stored text and the key are unchanged, a start reads the settings from the note without building zod.
import fs from 'node:fs';
import { SETTINGS_SCHEMA_REVISION } from '../shared/settings-schema';
import { isPlainObject } from './settings-problems';

export interface CheckedSettings {
  /** The stored document's text, or null when the database has none (all defaults). */
  source: string | null;
  /** JSON of the settings that text reads as. */
  settings: string;
  problems: string[];
}

interface NoteFile extends CheckedSettings {
  key: string;
}

/** The key a note is written under: the settings schema's revision and the app's version (an upgrade checks again). */
export function settingsCheckKey(appVersion: string): string {
  return `settings-r${SETTINGS_SCHEMA_REVISION}@${appVersion}`;
}

export function settingsCheckNotePath(databaseFile: string): string {
  return `${databaseFile}-settings`;
}

export interface SettingsCheckNote {
  /** What checking `source` gave, if this note holds it under the current key; otherwise undefined (parse it). */
  recall: (source: string | null) => CheckedSettings | undefined;
  /** Keeps a checked result, in memory and in the note (a failed write only makes the next start parse again). */
  remember: (checked: CheckedSettings) => void;
}

/** `key` names the settings schema (its revision and the app's version): a note written under another key is ignored. */
export function openSettingsCheckNote(databaseFile: string, key: string): SettingsCheckNote {
  const path = settingsCheckNotePath(databaseFile);
  let held: CheckedSettings | undefined;
  let readFromDisk = false;

  function fromDisk(): CheckedSettings | undefined {
    try {
      const note: unknown = JSON.parse(fs.readFileSync(path, 'utf8'));
      return isNoteFile(note) && note.key === key
        ? { source: note.source, settings: note.settings, problems: note.problems }
        : undefined;
    } catch {
      return undefined; // none yet, or unreadable: the document is parsed as usual
    }
  }

  return {
    recall(source) {
      if (!readFromDisk) {
        readFromDisk = true;
        held ??= fromDisk();
      }
      return held !== undefined && held.source === source ? held : undefined;
    },
    remember(checked) {
      held = checked;
      readFromDisk = true;
      const note: NoteFile = { key, ...checked };
      const temporary = `${path}.${process.pid}.tmp`;
      try {
        fs.writeFileSync(temporary, `${JSON.stringify(note)}\n`);
        fs.renameSync(temporary, path);
      } catch {
        fs.rmSync(temporary, { force: true });
      }
    },
  };
}

function isNoteFile(value: unknown): value is NoteFile {
  if (!isPlainObject(value)) return false;
  const { key, source, settings, problems } = value;
  return (
    typeof key === 'string' &&
    (typeof source === 'string' || source === null) &&
    typeof settings === 'string' &&
    isSettingsJson(settings) &&
    Array.isArray(problems) &&
    problems.every((problem) => typeof problem === 'string')
  );
}

function isSettingsJson(text: string): boolean {
  try {
    return isPlainObject(JSON.parse(text));
  } catch {
    return false;
  }
}
