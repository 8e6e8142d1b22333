// Built-in tools build their zod parameter schemas on first use (z.lazy), not when the runtime builds its toolset at
// start-up: constructing ~200 schema objects was measurable start-up time. The real runtime's every built-in tool is
// checked, with the conditional ones switched on, and a lazy schema still validates and converts like any other.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHearthRuntime, type HearthRuntime } from '../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { toProviderToolSchema } from '../../tools/json-schema';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function runtimeWithEveryBuiltIn(): Promise<HearthRuntime> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'hearth-lazy-params-'));
  const runtime = await createHearthRuntime({
    dataDir,
    env: { HOME: dataDir },
    platform: process.platform,
    secretStore: createSessionSecretStore(),
    sandboxSelfTest: 'on-demand',
  });
  cleanups.push(async () => {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (const path of [
    'tools.browser.enabled',
    'tools.web.fetchEnabled',
    'tools.web.searchEnabled',
    'tools.httpRequest.enabled',
  ]) {
    expect(runtime.settingsStore.set(path, true).ok).toBe(true);
  }
  return runtime;
}

describe('built-in tool parameters', () => {
  it('are lazy schemas for every built-in tool, conditional ones included', async () => {
    const runtime = await runtimeWithEveryBuiltIn();
    const builtIn = runtime.toolset().catalogue.map((status) => status.name);
    expect(builtIn).toEqual(expect.arrayContaining(['shell', 'read_file', 'cron_add', 'web_fetch', 'memory_forget']));
    const tools = runtime.toolset().tools.filter((tool) => tool.jsonSchema === undefined);
    const eager = tools.filter((tool) => !(tool.parameters instanceof z.ZodLazy)).map((tool) => tool.name);
    expect(eager).toEqual([]);
    // The browser needs Chromium, the calendar tools an account, search_knowledge a source, skill a skills folder;
    // every other built-in is always in the toolset.
    const sent = new Set(tools.map((tool) => tool.name));
    const missing = builtIn.filter((name) => !sent.has(name));
    expect(
      missing.filter(
        (name) =>
          name !== 'browser' && name !== 'search_knowledge' && name !== 'skill' && !name.startsWith('calendar_'),
      ),
    ).toEqual([]);
  });

  it('still validate arguments and become provider JSON schemas', async () => {
    const runtime = await runtimeWithEveryBuiltIn();
    const tools = runtime.toolset().tools;
    const readFile = tools.find((tool) => tool.name === 'read_file')!;
    expect(readFile.parameters.safeParse({ path: 'a.txt', startLine: 2 }).success).toBe(true);
    expect(readFile.parameters.safeParse({ path: 'a.txt', startLine: 0 }).success).toBe(false);
    const forget = tools.find((tool) => tool.name === 'memory_forget')!;
    expect(forget.parameters.safeParse({ id: 1, query: 'x' }).success).toBe(false); // its refine still applies

    const schemas = tools.map((tool) => toProviderToolSchema(tool, 'openai'));
    const cronAdd = schemas.find((schema) => schema.function.name === 'cron_add')!;
    expect(cronAdd.function.parameters).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string' }, grants: { type: 'array' } },
      required: ['name'],
    });
    for (const schema of schemas) expect(schema.function.parameters.type).toBe('object');
  });
});
