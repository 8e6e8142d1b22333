// User tools folder, real host processes and real files: a tool appears and runs, a change serves a new version,
// a broken change keeps a running old version serving with its error shown, and a deleted tool goes away after close().
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toProviderToolSchema } from '../../../tools/json-schema';
import type { UserToolSource } from '../../../tools/user-tools/user-tool-source';
import { createTempDirs } from '../../support/temp-dir';
import { callTool, findTool, makeSource, writeTool, type ToolFileSpec } from './user-tools-helpers';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
const sources: UserToolSource[] = [];
afterEach(async () => {
  await Promise.all(sources.splice(0).map((source) => source.close()));
  temp.cleanup();
});

function setup(overrides: Parameters<typeof makeSource>[1] = {}): { folder: string; source: UserToolSource } {
  const folder = join(temp.make('user-tools'), 'tools');
  const source = makeSource(folder, overrides);
  sources.push(source);
  return { folder, source };
}

const greet = (word: string): ToolFileSpec => ({
  name: 'greet',
  description: 'Greets someone.',
  parameters: {
    type: 'object',
    properties: { who: { type: 'string', description: 'Who to greet' } },
    required: ['who'],
  },
  run: `return ${JSON.stringify(word)} + ' ' + args.who;`,
});

describe('user tools folder', () => {
  it('creates the folder on demand, then a written tool appears, runs, and sends its cleaned JSON Schema', async () => {
    const { folder, source } = setup();
    await source.ready();
    expect(existsSync(folder)).toBe(true);
    expect(source.status().tools).toEqual([]);
    expect(source.status().host.running).toBe(false);

    writeTool(folder, 'greet.mjs', greet('hello'));
    await source.refresh();
    const tool = findTool(source, 'greet');
    expect(tool?.risk).toBe('exec');
    expect(toProviderToolSchema(tool!, 'conservative').function.parameters).toEqual({
      type: 'object',
      properties: { who: { type: 'string', description: 'Who to greet' } },
      required: ['who'],
    });
    expect(await callTool(source, 'greet', { who: 'Ada' })).toEqual({ ok: true, content: 'hello Ada' });
    expect((await callTool(source, 'greet', {})).errorType).toBe('invalid_args');
    expect(source.status().tools).toEqual([
      expect.objectContaining({ name: 'greet', file: 'greet.mjs', risk: 'exec' }),
    ]);
    expect(source.status().tools[0]?.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('serves the new version after a change (the version is the content hash)', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'greet.mjs', greet('hello'));
    await source.refresh();
    const before = source.status().tools[0]?.version;
    writeTool(folder, 'greet.mjs', greet('goodbye'));
    await source.refresh();
    const after = source.status().tools[0]?.version;
    expect(after).not.toBe(before);
    expect(await callTool(source, 'greet', { who: 'Ada' })).toEqual({ ok: true, content: 'goodbye Ada' });
  });

  const breakages: [string, string | ToolFileSpec, RegExp][] = [
    ['a syntax error', 'export const name = "greet";\nexport function run( {', /Import failed/],
    [
      'a missing run',
      'export const name = "greet"; export const description = "d"; export const parameters = { type: "object" };',
      /run\(args, context\)/,
    ],
    [
      'a bad schema',
      { ...greet('x'), parameters: { type: 'object', properties: { who: { type: 'strin' } } } },
      /Invalid parameters schema/,
    ],
    ['a non-object schema', { ...greet('x'), parameters: { type: 'string' } }, /type "object"/],
    ['a bad name', { ...greet('x'), name: 'Greet-Me' }, /Invalid name/],
    ['a bad risk', { ...greet('x'), risk: 'harmless' }, /risk/],
  ];
  for (const [label, broken, expected] of breakages) {
    it(`keeps the previous (running) version serving after ${label}, and shows the error`, async () => {
      const { folder, source } = setup();
      writeTool(folder, 'greet.mjs', greet('hello'));
      await source.refresh();
      const serving = source.status().tools[0]?.version;
      expect(await callTool(source, 'greet', { who: 'Ada' })).toEqual({ ok: true, content: 'hello Ada' });
      writeTool(folder, 'greet.mjs', broken);
      await source.refresh();
      expect(source.status().tools).toEqual([expect.objectContaining({ name: 'greet', version: serving })]);
      expect(source.status().errors).toEqual([
        { file: 'greet.mjs', version: expect.stringMatching(/^[0-9a-f]{12}$/), error: expect.stringMatching(expected) },
      ]);
      expect(await callTool(source, 'greet', { who: 'Ada' })).toEqual({ ok: true, content: 'hello Ada' });

      writeTool(folder, 'greet.mjs', greet('fixed'));
      await source.refresh();
      expect(source.status().errors).toEqual([]);
      expect(await callTool(source, 'greet', { who: 'Ada' })).toEqual({ ok: true, content: 'fixed Ada' });
    });
  }

  it('runs create() on the first call, not at load; a throwing create() is a clear failure and the tool stays listed', async () => {
    const { folder, source } = setup();
    const marker = join(folder, '..', 'created.txt');
    writeTool(folder, 'greet.mjs', {
      ...greet('x'),
      extra: `import { writeFileSync } from 'node:fs'; export function create() { writeFileSync(${JSON.stringify(marker)}, 'created'); throw new Error("no db"); }`,
    });
    await source.refresh();
    expect(source.status().errors).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    const result = await callTool(source, 'greet', { who: 'Ada' });
    expect(result).toMatchObject({ ok: false, errorType: 'unavailable' });
    expect(result.content).toMatch(/greet could not start: create\(\) failed: no db/);
    expect(readFileSync(marker, 'utf8')).toBe('created');
    expect(source.status().tools.map((tool) => tool.name)).toEqual(['greet']);
  });

  it('refuses a name that a built-in tool or another file already uses', async () => {
    const { folder, source } = setup({ reservedNames: () => ['shell'] });
    writeTool(folder, 'a.mjs', { name: 'shell', run: 'return "x";' });
    writeTool(folder, 'b.mjs', greet('hello'));
    writeTool(folder, 'c.mjs', greet('copy'));
    await source.refresh();
    expect(source.status().tools.map((tool) => tool.file)).toEqual(['b.mjs']);
    expect(source.status().errors.map((error) => [error.file, error.error])).toEqual([
      ['a.mjs', expect.stringMatching(/"shell" is already used by a built-in tool/)],
      ['c.mjs', expect.stringMatching(/"greet" is already used by b\.mjs/)],
    ]);
  });

  it('loads a file refused for a name clash once the other file with that name is gone', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'b.mjs', greet('hello'));
    writeTool(folder, 'c.mjs', greet('copy'));
    await source.refresh();
    expect(source.status().errors.map((error) => error.file)).toEqual(['c.mjs']);
    rmSync(join(folder, 'b.mjs'));
    await source.refresh();
    expect(source.status().errors).toEqual([]);
    expect(await callTool(source, 'greet', { who: 'Ada' })).toEqual({ ok: true, content: 'copy Ada' });
  });

  it('runs only the version that was prepared (approved): a call to a replaced version is refused', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'greet.mjs', greet('hello'));
    await source.refresh();
    const approved = findTool(source, 'greet')!;
    writeTool(folder, 'greet.mjs', greet('sneaky'));
    await source.refresh();
    const result = await approved.execute(
      { who: 'Ada' },
      { callId: 'c', signal: new AbortController().signal, onUpdate: () => undefined, workspace: folder },
    );
    expect(result).toMatchObject({ ok: false, errorType: 'changed' });
    expect(await callTool(source, 'greet', { who: 'Ada' })).toEqual({ ok: true, content: 'sneaky Ada' });
  });

  it('passes images and details through', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'pic.mjs', {
      name: 'pic',
      run: 'return { content: "a dot", details: { size: 1 }, images: [{ mimeType: "image/png", data: "iVBORw0KGgo=" }, { bad: true }] };',
    });
    await source.refresh();
    expect(await callTool(source, 'pic')).toEqual({
      ok: true,
      content: 'a dot',
      details: { size: 1 },
      images: [{ mimeType: 'image/png', data: 'iVBORw0KGgo=' }],
    });
  });

  it('removes a deleted file’s tool after running its close()', async () => {
    const { folder, source } = setup();
    const marker = join(folder, '..', 'closed.txt');
    writeTool(folder, 'greet.mjs', {
      ...greet('hello'),
      extra: `import { writeFileSync } from 'node:fs';
export function create() { return { opened: 'yes' }; }
export function close(state) { writeFileSync(${JSON.stringify(marker)}, 'closed ' + state.opened); }`,
    });
    await source.refresh();
    expect(await callTool(source, 'greet', { who: 'Ada' })).toEqual({ ok: true, content: 'hello Ada' });
    rmSync(join(folder, 'greet.mjs'));
    await source.refresh();
    expect(findTool(source, 'greet')).toBeUndefined();
    expect(source.status().tools).toEqual([]);
    expect(readFileSync(marker, 'utf8')).toBe('closed yes');
  });

  it('runs the old version’s close() when a new version replaces it', async () => {
    const { folder, source } = setup();
    const marker = join(folder, '..', 'replaced.txt');
    const closing = (word: string) =>
      `import { appendFileSync } from 'node:fs'; export function close() { appendFileSync(${JSON.stringify(marker)}, ${JSON.stringify(word)}); }`;
    writeTool(folder, 'greet.mjs', { ...greet('hello'), extra: closing('v1 ') });
    await source.refresh();
    await callTool(source, 'greet', { who: 'Ada' });
    writeTool(folder, 'greet.mjs', { ...greet('hi'), extra: closing('v2 ') });
    await source.refresh();
    expect(readFileSync(marker, 'utf8')).toBe('v1 ');
  });

  it('runs every tool’s close() when Hearth closes the source, and stops the host', async () => {
    const { folder, source } = setup();
    const marker = join(folder, '..', 'quit.txt');
    writeTool(folder, 'greet.mjs', {
      ...greet('hello'),
      extra: `import { writeFileSync } from 'node:fs'; export function close() { writeFileSync(${JSON.stringify(marker)}, 'closed at quit'); }`,
    });
    await source.refresh();
    await callTool(source, 'greet', { who: 'Ada' });
    expect(source.status().host.running).toBe(true);
    await source.close();
    expect(readFileSync(marker, 'utf8')).toBe('closed at quit');
    expect(source.status().host.running).toBe(false);
  });

  it('picks up changes by watching the folder', async () => {
    const { folder, source } = setup({ watch: true, debounceMs: 50 });
    await source.ready();
    writeTool(folder, 'greet.mjs', greet('hello'));
    await waitFor(() => findTool(source, 'greet') !== undefined, 'the watcher to load greet.mjs');
    rmSync(join(folder, 'greet.mjs'));
    await waitFor(() => findTool(source, 'greet') === undefined, 'the watcher to remove greet');
  });

  it('rescans when the toolset is built, as a fallback for missed watch events', async () => {
    const { folder, source } = setup({ rescanIntervalMs: 0 });
    await source.ready();
    writeTool(folder, 'greet.mjs', greet('hello'));
    await waitFor(() => findTool(source, 'greet') !== undefined, 'a toolset build to load greet.mjs');
  });

  it('says so when the host script is missing (a packaging problem) instead of crashing hosts', async () => {
    const { folder, source } = setup({ hostScript: join(temp.make('no-host'), 'host.mjs') });
    writeTool(folder, 'greet.mjs', greet('hello'));
    await source.refresh();
    expect(source.status().problem).toMatch(/host script is missing/);
    expect(source.status().host.running).toBe(false);
    expect((await callTool(source, 'list_custom_tools')).content).toMatch(
      /Problem: The custom tools host script is missing/,
    );
  });

  it('list_custom_tools shows the tools, their versions and load errors', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'greet.mjs', greet('hello'));
    writeTool(folder, 'broken.mjs', 'export const name = ');
    await source.refresh();
    const list = findTool(source, 'list_custom_tools');
    expect(list?.risk).toBe('read');
    const result = await callTool(source, 'list_custom_tools');
    expect(result.ok).toBe(true);
    expect(result.content).toContain(
      `- greet (greet.mjs, version ${source.status().tools[0]?.version}, risk exec, capabilities none, trusted): Greets someone.`,
    );
    expect(result.content).toMatch(/- broken\.mjs \(version [0-9a-f]{12}\): Import failed/);
    expect(result.content).toContain(`Custom tools folder: ${folder}`);
  });
});
