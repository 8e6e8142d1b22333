// Custom tools and the shell sandbox's pending verdict (the self-test runs after start-up, or on demand in the CLI):
// an empty folder neither waits for nor starts the test; a folder with tool files asks for the verdict and reads
// nothing before it, then reads them as the verdict says (no sandbox: untrusted files stay unread).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostIsolation } from '../../../tools/user-tools/host-launch';
import type { UserToolSource } from '../../../tools/user-tools/user-tool-source';
import { createTempDirs } from '../../support/temp-dir';
import { waitFor } from '../../support/wait-for';
import { makeSource, writeTool } from './user-tools-helpers';

const temp = createTempDirs();
const sources: UserToolSource[] = [];
afterEach(async () => {
  await Promise.all(sources.splice(0).map((source) => source.close()));
  temp.cleanup();
});

function pendingVerdict() {
  let give: (isolation: HostIsolation | undefined) => void = () => undefined;
  const known = new Promise<HostIsolation | undefined>((resolve) => (give = resolve));
  const asked = { count: 0 };
  return { isolationPending: { known, need: () => void (asked.count += 1) }, give, asked };
}

function folderWith(files: (folder: string) => void): string {
  const folder = join(temp.make('user-tools-verdict'), 'tools');
  mkdirSync(folder, { recursive: true });
  files(folder);
  return folder;
}

const tool = (name: string) => ({ name, run: 'return "hi";' });

describe('custom tools while the sandbox verdict is pending', () => {
  it('an empty folder is ready at once without asking for the verdict', async () => {
    const verdict = pendingVerdict();
    const source = makeSource(
      folderWith(() => {}),
      { isolationPending: verdict.isolationPending },
    );
    sources.push(source);
    await source.ready();
    expect(verdict.asked.count).toBe(0);
    expect(source.status().tools).toEqual([]);
  });

  it('tool files wait for the verdict (asked for at once); with no sandbox the trusted one loads and the untrusted one stays unread', async () => {
    const verdict = pendingVerdict();
    const folder = folderWith((dir) => {
      writeTool(dir, 'trusted.mjs', tool('trusted_tool'));
      writeTool(dir, 'untrusted.mjs', tool('untrusted_tool'), { trust: false });
    });
    const source = makeSource(folder, { isolationPending: verdict.isolationPending });
    sources.push(source);
    let ready = false;
    void source.ready().then(() => (ready = true));
    await waitFor(() => verdict.asked.count > 0, 'the sandbox verdict to be asked for');
    expect(ready).toBe(false);
    expect(source.status().tools).toEqual([]);
    verdict.give(undefined);
    await source.ready();
    const status = source.status();
    expect(status.sandbox).toBe('none');
    expect(status.tools.map((entry) => entry.name)).toEqual(['trusted_tool']);
    expect(status.unread.map((entry) => entry.file)).toEqual(['untrusted.mjs']);
  });
});
