// `{{secret:NAME}}` placeholders in http_request's headers, query and body: which names a call uses, the values filled
// in after approval, and the scrubber that puts `[secret:NAME]` back wherever a value (or its usual encodings) shows up.
import { SECRET_PLACEHOLDER } from '../../electron/shared/http-secrets';

/** The lower-cased names of every placeholder in the strings of a value (objects and arrays walked). */
export function placeholderNames(value: unknown): string[] {
  const names = new Set<string>();
  walkStrings(value, (text) => {
    for (const match of text.matchAll(SECRET_PLACEHOLDER)) names.add(match[1]!.toLowerCase());
    return text;
  });
  return [...names];
}

/** A copy of the value with every placeholder replaced by its secret (names must all be in `values`). */
export function fillPlaceholders<T>(value: T, values: ReadonlyMap<string, string>): T {
  return walkStrings(value, (text) =>
    text.replace(SECRET_PLACEHOLDER, (whole, name: string) => values.get(name.toLowerCase()) ?? whole),
  ) as T;
}

/** Replaces each filled secret — as sent, URL-encoded, form-encoded, JSON-escaped or base64 — by `[secret:NAME]`. */
export function createSecretScrubber(values: ReadonlyMap<string, string>): (text: string) => string {
  const forms: { form: string; name: string }[] = [];
  for (const [name, value] of values) {
    const variants = new Set([
      value,
      encodeURIComponent(value),
      new URLSearchParams({ v: value }).toString().slice(2),
      JSON.stringify(value).slice(1, -1),
      Buffer.from(value, 'utf8').toString('base64'),
    ]);
    for (const form of variants) if (form.length >= 4) forms.push({ form, name });
  }
  forms.sort((a, b) => b.form.length - a.form.length);
  return (text) => {
    let out = text;
    for (const { form, name } of forms) out = out.split(form).join(`[secret:${name}]`);
    return out;
  };
}

function walkStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => walkStrings(item, map));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walkStrings(item, map)]));
  }
  return value;
}
