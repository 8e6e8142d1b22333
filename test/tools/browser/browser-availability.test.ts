// Without a browser the tool says why (the same reason Settings shows) and refuses to act; nothing is launched
// or downloaded, and no folder is created in the data folder.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserTool } from '../../../tools/browser/browser-tool';
import { createTempDirs } from '../../support/temp-dir';
import { act } from './browser-harness';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

describe('browser availability', () => {
  it('is unavailable with "no Chrome/Chromium found" when nothing is installed', async () => {
    const dataDir = temp.make('browser-none');
    const tool = createBrowserTool({
      settings: () => ({ executablePath: '', headless: true, allowPrivateNetwork: false, idleCloseMs: 300_000 }),
      dataDir,
      platform: 'darwin',
      env: { PATH: '', HOME: dataDir },
    });
    expect(tool.name).toBe('browser');
    expect(tool.risk).toBe('network');
    expect(tool.availability?.()).toEqual({
      available: false,
      reason: 'no Chrome/Chromium found',
      code: 'noBrowser',
      params: { path: '' },
    });
    const result = await act(tool, { action: 'navigate', url: 'https://example.org/' });
    expect(result).toEqual({
      ok: false,
      content: 'The browser is unavailable: no Chrome/Chromium found.',
      errorType: 'unavailable',
    });
    expect(tool.session.isRunning()).toBe(false);
    expect(existsSync(join(dataDir, 'browser'))).toBe(false);
  });

  it('names a configured executable that does not exist', () => {
    const tool = createBrowserTool({
      settings: () => ({
        executablePath: '/opt/no/such/chrome',
        headless: true,
        allowPrivateNetwork: false,
        idleCloseMs: 300_000,
      }),
      dataDir: temp.make('browser-missing'),
    });
    expect(tool.availability?.()).toEqual({
      available: false,
      reason: 'configured browser not found or not executable: /opt/no/such/chrome',
      code: 'browserNotRunnable',
      params: { path: '/opt/no/such/chrome' },
    });
  });

  it('offers the documented actions to the model as one flat object schema', async () => {
    const { z } = await import('zod');
    const tool = createBrowserTool({
      settings: () => ({ executablePath: '', headless: true, allowPrivateNetwork: false, idleCloseMs: 1_000 }),
      dataDir: temp.make('schema'),
    });
    const schema = z.toJSONSchema(tool.parameters) as unknown as {
      type: string;
      properties: { action: { enum: string[] } };
      required: string[];
    };
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['action']);
    expect(schema.properties.action.enum).toEqual([
      'navigate',
      'snapshot',
      'click',
      'type',
      'select',
      'back',
      'screenshot',
      'tabs',
      'close',
    ]);
  });
});
