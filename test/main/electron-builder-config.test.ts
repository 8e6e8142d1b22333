// electron-builder.yml: valid for electron-builder's own schema, with the targets, asar layout (native modules
// unpacked and rebuilt) and fuses the issue requires.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const require = createRequire(import.meta.url);

interface BuilderConfig {
  appId?: string;
  productName?: string;
  asar?: boolean;
  asarUnpack?: string[];
  npmRebuild?: boolean;
  files?: (string | { filter?: string[] })[];
  icon?: string;
  extraResources?: { from: string; to: string; filter: string[] }[];
  electronFuses?: Record<string, boolean>;
  publish?: unknown;
  generateUpdatesFilesForAllChannels?: boolean;
  linux?: { target?: string[] };
  mac?: { target?: string[] };
  win?: { target?: string[] };
}

async function loadConfig(): Promise<BuilderConfig> {
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
    getConfig: (projectDir: string, configPath: string | null, fromOptions: null) => Promise<BuilderConfig>;
    validateConfiguration: (config: BuilderConfig, logger: unknown) => Promise<void>;
  };
  const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
  const config = await getConfig(root, join(root, 'electron-builder.yml'), null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

describe('electron-builder.yml', () => {
  it('passes electron-builder validation and names the app', async () => {
    const config = await loadConfig();
    expect(config.appId).toBe('app.hearth.desktop');
    expect(config.productName).toBe('Hearth');
  });

  it('targets AppImage and deb, dmg (plus the zip macOS updates install from), and nsis', async () => {
    const config = await loadConfig();
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toEqual(['dmg', 'zip']);
    expect(config.win?.target).toEqual(['nsis']);
  });

  it('publishes an update feed with stable (latest) and beta channel files for electron-updater', async () => {
    const config = await loadConfig();
    expect(config.publish).toEqual({
      provider: 'generic',
      url: 'https://updates.hearth.app/desktop',
      channel: 'latest',
    });
    expect(config.generateUpdatesFilesForAllChannels).toBe(true);
  });

  it('packs an asar with better-sqlite3 and keytar unpacked and rebuilt for Electron', async () => {
    const config = await loadConfig();
    expect(config.asar).toBe(true);
    expect(config.npmRebuild).toBe(true);
    const unpacked = picomatch(config.asarUnpack ?? [], { dot: true });
    expect(unpacked('node_modules/better-sqlite3/build/Release/better_sqlite3.node')).toBe(true);
    expect(unpacked('node_modules/keytar/build/Release/keytar.node')).toBe(true);
    expect(unpacked('node_modules/openai/index.js')).toBe(false);
    const files = (config.files ?? []).flatMap((entry) => (typeof entry === 'string' ? [entry] : (entry.filter ?? [])));
    expect(files).toContain('out/**');
  });

  it('sets the fuses: no RunAsNode, NODE_OPTIONS or inspect flags; app only from an integrity-checked asar', async () => {
    const fuses = (await loadConfig()).electronFuses;
    expect(fuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    });
  });

  it('ships the tray icons as extra resources and a 512 px app icon', async () => {
    const config = await loadConfig();
    const extra = config.extraResources?.find((entry) => entry.to === 'resources');
    expect(extra?.filter).toEqual(expect.arrayContaining(['tray*.png', 'icon.png']));
    const png = readFileSync(join(root, config.icon ?? ''));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
