// `tools.custom.folder` through the real runtime: refused inside the workspace or a project's folder (and when not
// absolute), used from the next start when outside, and a stored folder that a workspace now holds is ignored at start
// with a notice (custom tools are then read from <dataDir>/tools).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();

describe('the custom tools folder setting', () => {
  it('refuses a folder inside the workspace, inside a project’s folder, or a relative path', async () => {
    const dataDir = fixture.folder('tools-folder-refusals');
    const runtime = await fixture.open({ dataDir });
    const inWorkspace = await runtime.setSetting('tools.custom.folder', join(dataDir, 'workspace', 'tools'));
    expect(inWorkspace).toMatchObject({ ok: false });
    expect(!inWorkspace.ok && inWorkspace.error).toContain('cannot be inside a workspace');
    const asObject = await runtime.setSetting('tools.custom', { markedRead: [], folder: join(dataDir, 'workspace') });
    expect(asObject.ok).toBe(false);

    const projectFolder = fixture.folder('tools-folder-project');
    expect(runtime.projects.add('Garden', projectFolder).ok).toBe(true);
    const inProject = await runtime.setSetting('tools.custom.folder', join(projectFolder, 'tools'));
    expect(!inProject.ok && inProject.error).toContain(projectFolder);

    const relative = await runtime.setSetting('tools.custom.folder', 'my-tools');
    expect(!relative.ok && relative.error).toContain('must be an absolute path');
    expect(runtime.settings().tools.custom.folder).toBe('');
  });

  it('reads custom tools from a folder outside every workspace from the next start', async () => {
    const dataDir = fixture.folder('tools-folder-used');
    const folder = fixture.folder('tools-folder-outside');
    const first = await fixture.open({ dataDir });
    expect(first.userTools.status().folder).toBe(join(dataDir, 'tools'));
    expect((await first.setSetting('tools.custom.folder', folder)).ok).toBe(true);
    await first.close();
    const second = await fixture.open({ dataDir });
    expect(second.userTools.status().folder).toBe(folder);
    expect(second.notices.join('\n')).not.toContain('custom tools folder');
  });

  it('ignores a stored folder a workspace now holds, with a notice, and uses the data folder’s tools folder', async () => {
    const dataDir = fixture.folder('tools-folder-stale');
    const workspace = fixture.folder('tools-folder-stale-workspace');
    mkdirSync(join(workspace, 'tools'), { recursive: true });
    const first = await fixture.open({ dataDir });
    expect((await first.setSetting('tools.custom.folder', join(workspace, 'tools'))).ok).toBe(true);
    expect((await first.setSetting('workspace', workspace)).ok).toBe(true); // the workspace moved over it
    await first.close();
    const second = await fixture.open({ dataDir });
    expect(second.userTools.status().folder).toBe(join(dataDir, 'tools'));
    expect(second.notices.join('\n')).toMatch(/The custom tools folder cannot be inside a workspace .*read from/);
  });
});
