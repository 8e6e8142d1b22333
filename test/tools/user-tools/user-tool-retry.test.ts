// A custom tool whose host process dies under a call (here: SIGKILLed) is run once more in a restarted host, and the
// result says so; a tool that kills its host every time is reported after that one retry, never looped.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserToolSource } from '../../../tools/user-tools/user-tool-source';
import { createTempDirs } from '../../support/temp-dir';
import { callTool, makeSource, writeTool } from './user-tools-helpers';

const temp = createTempDirs();
const sources: UserToolSource[] = [];
afterEach(async () => {
  await Promise.all(sources.splice(0).map((source) => source.close()));
  temp.cleanup();
});

function setup(): { folder: string; source: UserToolSource } {
  const folder = join(temp.make('user-tools-retry'), 'tools');
  const source = makeSource(folder);
  sources.push(source);
  return { folder, source };
}

/** Kills its own host on the first call of the test (a marker in its state folder), answers on later ones. */
const diesOnce = {
  name: 'dies_once',
  risk: 'read',
  run: [
    "if (!existsSync(context.state.marker)) { writeFileSync(context.state.marker, 'x'); process.kill(process.pid, 'SIGKILL'); }",
    "return 'answered after the restart';",
  ].join(' '),
  extra: [
    "import { existsSync, writeFileSync } from 'node:fs';",
    "import { join } from 'node:path';",
    "export function create(context) { return { marker: join(context.stateDir, 'died-once') }; }",
  ].join('\n'),
};

describe('custom tool retry after the host died', () => {
  it('restarts the host, runs the call again and says so', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'dies-once.mjs', diesOnce);
    await source.refresh();
    const result = await callTool(source, 'dies_once');
    expect(result.ok).toBe(true);
    expect(result.content).toMatch(/^answered after the restart\n/);
    expect(result.content).toMatch(
      /\[The custom tools host had stopped \(the tools host exited \(SIGKILL\).*\); Hearth restarted it and ran this call again\.\]/,
    );
    expect(source.status().host).toMatchObject({ running: true, restarts: 1 });
    // Later calls run in the restarted host without a note.
    expect(await callTool(source, 'dies_once')).toEqual({ ok: true, content: 'answered after the restart' });
  });

  it('retries only once: a tool that always kills its host is reported after the second death', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'always-dies.mjs', { name: 'always_dies', run: "process.kill(process.pid, 'SIGKILL');" });
    await source.refresh();
    const result = await callTool(source, 'always_dies');
    expect(result).toMatchObject({ ok: false, errorType: 'crashed' });
    expect(result.content).toMatch(/tried once more, but it stopped again/);
    expect(source.status().host.restarts).toBe(1);
  });
});
