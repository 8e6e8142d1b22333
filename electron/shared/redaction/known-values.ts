// Known secret values (keychain keys, a server's configured env and headers) as the spellings text may carry them, and
// their replacement by a marker. The one place that decides which values are worth redacting and how they are spelled.

/** What a secret becomes when no label says which one it was. */
export const REDACTED = '[REDACTED]';
/** Known values shorter than this are not redacted: they would blank out ordinary words. */
export const MIN_REDACTABLE_VALUE_LENGTH = 4;

/** One spelling of a known value and what replaces it. */
export interface KnownForm {
  readonly text: string;
  readonly marker: string;
}

/** Whether a value is long enough to be redacted. */
export function isRedactableValue(value: unknown): value is string {
  return typeof value === 'string' && value.length >= MIN_REDACTABLE_VALUE_LENGTH;
}

/** The spellings of each redactable value — raw, JSON-escaped and URL-encoded — longest first (the first marker wins). */
export function knownForms(values: readonly { value: string; marker: string }[]): KnownForm[] {
  const byText = new Map<string, KnownForm>();
  for (const { value, marker } of values) {
    if (!isRedactableValue(value)) continue;
    for (const text of [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)])
      if (!byText.has(text)) byText.set(text, { text, marker });
  }
  return [...byText.values()].sort((a, b) => b.text.length - a.text.length);
}

/** Every occurrence of every form becomes its marker. */
export function replaceKnownForms(text: string, forms: readonly KnownForm[]): string {
  let result = text;
  for (const form of forms) if (result.includes(form.text)) result = result.split(form.text).join(form.marker);
  return result;
}

/** Replaces every spelling of the known values with one marker ([REDACTED] unless the caller's text says otherwise). */
export function redactKnownValues(text: string, values: readonly string[], marker: string = REDACTED): string {
  return replaceKnownForms(text, knownForms(values.map((value) => ({ value, marker }))));
}
