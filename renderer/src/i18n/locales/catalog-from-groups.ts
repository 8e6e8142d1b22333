// One language's catalog from its folder's group files (locales/<code>/*.ts, found by the folder's import.meta.glob),
// so a new group file needs no list kept in seven places; English (en/index.ts) names its groups, as it types the keys.
/// <reference types="vite/types/importMeta.d.ts" />
import type { Catalog } from './en';

/** The groups each module exports (`export const approval = { approval: {…}, … }`), merged; the glob leaves out index.ts. */
export function catalogFromGroups(modules: Record<string, unknown>): Catalog {
  const catalog: Catalog = {};
  for (const module of Object.values(modules))
    for (const groups of Object.values(module as Record<string, Catalog>)) Object.assign(catalog, groups);
  return catalog;
}
