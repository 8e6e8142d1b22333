// Store tests over the real core: loads test/support/real-hearth-api.ts by a runtime path (so the web type-check does not
// pull in Node code) and closes every core a test opened.
import { afterEach } from 'vitest';
import type { HearthApi } from '../../electron/shared/contract';

/** The node-side helper's surface. */
export interface RealHearthApi {
  api: HearthApi;
  hold: (channel: string) => () => void;
  seedMemory: (input: { content: string; tags?: string[] }) => number;
  seedJob: (input: {
    name: string;
    schedule: { kind: 'cron'; expression: string } | { kind: 'at'; at: string };
    timezone: string;
    action: { kind: 'remind'; message: string };
    enabled?: boolean;
  }) => string;
  close: () => Promise<void>;
}

const helperPath = '../support/real-hearth-api';

/** Registers the cleanup and returns an opener: each call starts a fresh real core behind the contract. */
export function useRealHearthApi(): () => Promise<RealHearthApi> {
  const opened: RealHearthApi[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((core) => core.close()));
  });
  return async () => {
    const helper = (await import(/* @vite-ignore */ helperPath)) as {
      startRealHearthApi: () => Promise<RealHearthApi>;
    };
    const core = await helper.startRealHearthApi();
    opened.push(core);
    return core;
  };
}
