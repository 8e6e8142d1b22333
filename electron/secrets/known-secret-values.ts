// An in-memory set of secret values this process has seen, kept only so they can be redacted elsewhere.
// The values live in a closure: printing, inspecting or serialising the holder never shows them.
import { inspect } from 'node:util';

export interface KnownSecretValues {
  remember(value: string): void;
  /** A fresh frozen copy, longest first (so redaction replaces the longest match). */
  values(): readonly string[];
  readonly size: number;
}

export function createKnownSecretValues(): KnownSecretValues {
  const values = new Set<string>();
  const describe = (): string => `[KnownSecretValues: ${values.size} value(s) hidden]`;
  return {
    remember(value: string): void {
      if (value.length > 0) values.add(value);
    },
    values(): readonly string[] {
      return Object.freeze([...values].sort((a, b) => b.length - a.length));
    },
    get size(): number {
      return values.size;
    },
    toString: describe,
    toJSON: describe,
    [inspect.custom]: describe,
  } as KnownSecretValues;
}
