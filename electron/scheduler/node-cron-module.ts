// node-cron, loaded the first time a schedule is read or armed instead of at start: importing it cost ~10 ms before
// ready (its own modules plus node:child_process and node:crypto it brings). Its CommonJS build, from this module's
// place (source under tsx/vitest, out/main in the built app, where node_modules packages stay external).
import { createRequire } from 'node:module';
import type * as NodeCron from 'node-cron';

let loaded: typeof NodeCron | undefined;

export function nodeCron(): typeof NodeCron {
  loaded ??= createRequire(import.meta.url)('node-cron') as typeof NodeCron;
  return loaded;
}
