// Tests for createToolset: which tools reach the model, the catalogue's statuses and reasons, and name checks.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createToolset, isValidToolName } from '../../tools/registry';
import type { ToolEntry } from '../../tools/registry';
import { createDatetimeTool } from '../../tools/datetime';
import { defineTool, ok } from '../../tools/tool';
import type { AnyTool, ToolAvailability, ToolRisk } from '../../tools/tool';
import { defaultSettings } from '../../electron/shared/settings-schema';
import type { Settings } from '../../electron/shared/settings-schema';

function sampleTool(name: string, risk: ToolRisk = 'read', availability?: () => ToolAvailability): AnyTool {
  return defineTool({
    name,
    label: `Label ${name}`,
    description: `Does ${name}.`,
    parameters: z.object({}),
    risk,
    ...(availability ? { availability } : {}),
    execute: async () => ok(name),
  });
}

const browserSwitch = { settingPath: 'tools.browser.enabled', isEnabled: (s: Settings) => s.tools.browser.enabled };
const fetchSwitch = { settingPath: 'tools.web.fetchEnabled', isEnabled: (s: Settings) => s.tools.web.fetchEnabled };

function settingsWith(change: (s: Settings) => void): Settings {
  const settings = defaultSettings();
  change(settings);
  return settings;
}

function entries(): ToolEntry[] {
  return [
    { tool: createDatetimeTool() },
    { tool: sampleTool('shell', 'exec', () => ({ available: true, reason: 'sandbox: bwrap' })) },
    {
      tool: sampleTool('browser', 'network', () => ({ available: false, reason: 'no Chrome/Chromium found' })),
      conditional: browserSwitch,
    },
    { tool: sampleTool('web_fetch', 'network'), conditional: fetchSwitch },
  ];
}

const names = (tools: AnyTool[]) => tools.map((tool) => tool.name);

describe('createToolset', () => {
  it('sends always-on tools and leaves conditional ones off by default', () => {
    const { tools, catalogue } = createToolset(defaultSettings(), entries());
    expect(names(tools)).toEqual(['datetime', 'shell']);
    expect(catalogue).toEqual([
      {
        name: 'datetime',
        label: 'Date and time',
        description: expect.any(String),
        risk: 'read',
        enabled: true,
        conditional: false,
        available: true,
      },
      {
        name: 'shell',
        label: 'Label shell',
        description: 'Does shell.',
        risk: 'exec',
        enabled: true,
        conditional: false,
        available: true,
        reason: 'sandbox: bwrap',
      },
      {
        name: 'browser',
        label: 'Label browser',
        description: 'Does browser.',
        risk: 'network',
        enabled: false,
        conditional: true,
        switchPath: 'tools.browser.enabled',
        available: false,
        reason: 'no Chrome/Chromium found',
      },
      {
        name: 'web_fetch',
        label: 'Label web_fetch',
        description: 'Does web_fetch.',
        risk: 'network',
        enabled: false,
        conditional: true,
        switchPath: 'tools.web.fetchEnabled',
        available: true,
        reason: 'Off: turn on tools.web.fetchEnabled in settings.',
        reasonCode: 'switchOff',
        reasonParams: { setting: 'tools.web.fetchEnabled' },
      },
    ]);
  });

  it('adds conditional tools when their setting is on, but never unavailable ones', () => {
    const settings = settingsWith((s) => {
      s.tools.browser.enabled = true;
      s.tools.web.fetchEnabled = true;
    });
    const { tools, catalogue } = createToolset(settings, entries());
    expect(names(tools)).toEqual(['datetime', 'shell', 'web_fetch']);
    expect(catalogue.find((t) => t.name === 'browser')).toMatchObject({
      enabled: true,
      available: false,
      reason: 'no Chrome/Chromium found',
    });
    expect(catalogue.find((t) => t.name === 'web_fetch')).toMatchObject({ enabled: true, available: true });
    expect(catalogue.find((t) => t.name === 'web_fetch')?.reason).toBeUndefined();
  });

  it('drops tools named in tools.disabled, conditional ones included', () => {
    const settings = settingsWith((s) => {
      s.tools.disabled = ['shell', 'web_fetch'];
      s.tools.web.fetchEnabled = true;
    });
    const { tools, catalogue } = createToolset(settings, entries());
    expect(names(tools)).toEqual(['datetime']);
    expect(catalogue.find((t) => t.name === 'shell')).toMatchObject({
      enabled: false,
      available: true,
      reason: 'Disabled in settings (tools.disabled).',
    });
    expect(catalogue.find((t) => t.name === 'web_fetch')).toMatchObject({
      enabled: false,
      reason: 'Disabled in settings (tools.disabled).',
    });
  });

  it('treats an availability check that throws as unavailable, with the reason', () => {
    const broken = sampleTool('broken_tool', 'read', () => {
      throw new Error('probe crashed');
    });
    const { tools, catalogue } = createToolset(defaultSettings(), [{ tool: broken }]);
    expect(tools).toEqual([]);
    expect(catalogue[0]).toMatchObject({ available: false, reason: 'availability check failed: probe crashed' });
  });

  it('gives a generic reason when an unavailable tool does not say why', () => {
    const { catalogue } = createToolset(defaultSettings(), [
      { tool: sampleTool('mute_tool', 'read', () => ({ available: false })) },
    ]);
    expect(catalogue[0]).toMatchObject({ available: false, reason: 'unavailable' });
  });

  it('returns the very tool objects it was given, in entry order', () => {
    const list = entries();
    const { tools } = createToolset(defaultSettings(), list);
    expect(tools[0]).toBe(list[0]?.tool);
    expect(tools[1]).toBe(list[1]?.tool);
  });

  it('throws a clear programmer error on duplicate names', () => {
    expect(() =>
      createToolset(defaultSettings(), [{ tool: sampleTool('files') }, { tool: sampleTool('files') }]),
    ).toThrow('Duplicate tool name "files": each tool must be registered once.');
  });

  it('throws on invalid names', () => {
    expect(() => createToolset(defaultSettings(), [{ tool: sampleTool('Read File') }])).toThrow(
      /Invalid tool name "Read File"/,
    );
  });

  it('handles an empty entry list', () => {
    expect(createToolset(defaultSettings(), [])).toEqual({ tools: [], catalogue: [] });
  });
});

describe('isValidToolName', () => {
  const table: [string, boolean][] = [
    ['datetime', true],
    ['ask_user', true],
    ['a', true],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
    ['Datetime', false],
    ['1tool', false],
    ['_tool', false],
    ['read-file', false],
    ['read file', false],
    ['', false],
    ['github__create_issue', true],
    ['My-Server__Fetch-URL', true],
    ['srv__' + 'x'.repeat(59), true],
    ['srv__' + 'x'.repeat(60), false],
    ['__tool', false],
    ['server__', false],
    ['server__with space', false],
    ['server__ünïcode', false],
  ];
  for (const [name, valid] of table) {
    it(`${JSON.stringify(name.length > 20 ? `${name.slice(0, 12)}…(${name.length})` : name)} → ${valid}`, () =>
      expect(isValidToolName(name)).toBe(valid));
  }
});
