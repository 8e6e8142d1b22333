// A local update feed for auto-update tests: an HTTP server serving latest-linux.yml / beta-linux.yml and "AppImages"
// (scripts that record that they ran), and the real electron-updater pointed at it. Electron's side is the facade:
// `require('electron')` answers net (Node's http), session and autoUpdater for electron-updater.
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AppImageUpdater } from 'electron-updater';

const require = createRequire(import.meta.url);

export interface LocalUpdateFeed {
  url: string;
  /** File names asked for, in order. */
  requested: string[];
  /** Publishes a version on a channel: the channel file and an "AppImage" that writes `marker` when it runs. */
  publish: (channel: 'latest' | 'beta', version: string, marker: string) => void;
  /** The real AppImageUpdater over this feed, as a packaged 0.1.0 would have it; `quits` records its app quits. */
  makeUpdater: (dir: string) => Promise<{ updater: AppImageUpdater; quits: number[] }>;
  /** Forgets what was published and requested. */
  clear: () => void;
  close: () => Promise<void>;
}

export async function startLocalUpdateFeed(): Promise<LocalUpdateFeed> {
  const electronPath = require.resolve('electron');
  require.cache[electronPath] = {
    id: electronPath,
    filename: electronPath,
    loaded: true,
    exports: {
      net: { request: (options: http.RequestOptions) => http.request({ ...options, agent: false }) },
      session: { fromPartition: () => ({}) },
      autoUpdater: new EventEmitter(),
    },
  } as unknown as NodeJS.Module;
  const feed: Record<string, { body: Buffer; type: string }> = {};
  const requested: string[] = [];
  const server: Server = http.createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '/').replace(/^\//, '').split('?')[0] ?? '');
    requested.push(name);
    const file = feed[name];
    if (!file) return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;

  const publish: LocalUpdateFeed['publish'] = (channel, version, marker) => {
    const name = `Hearth-${version}.AppImage`;
    const body = Buffer.from(`#!/bin/sh\necho "installed ${version} silent=$APPIMAGE_SILENT_INSTALL" > '${marker}'\n`);
    const sha512 = createHash('sha512').update(body).digest('base64');
    feed[name] = { body, type: 'application/octet-stream' };
    const yml = [
      `version: ${version}`,
      'files:',
      `  - url: ${name}`,
      `    sha512: ${sha512}`,
      `    size: ${body.length}`,
      `path: ${name}`,
      `sha512: ${sha512}`,
      "releaseDate: '2026-11-20T10:00:00.000Z'",
    ].join('\n');
    feed[`${channel}-linux.yml`] = { body: Buffer.from(`${yml}\n`), type: 'text/yaml' };
  };

  const makeUpdater: LocalUpdateFeed['makeUpdater'] = async (dir) => {
    const { AppImageUpdater } = await import('electron-updater');
    // What electron-builder writes into a packaged app from the `publish` feed (the update cache folder's name).
    writeFileSync(join(dir, 'app-update.yml'), `provider: generic\nurl: ${url}\nupdaterCacheDirName: hearth-updater\n`);
    const quits: number[] = [];
    const appAdapter = {
      version: '0.1.0',
      name: 'Hearth',
      isPackaged: true,
      appUpdateConfigPath: join(dir, 'app-update.yml'),
      userDataPath: join(dir, 'user-data'),
      baseCachePath: join(dir, 'cache'),
      whenReady: () => Promise.resolve(),
      quit: () => void quits.push(Date.now()),
      relaunch: () => undefined,
      onQuit: () => undefined,
    };
    const updater = new AppImageUpdater(null, appAdapter);
    // With an app adapter of its own, electron-updater leaves the HTTP side unset: the one it uses in Electron (over
    // the facade's `net`) goes in.
    const { ElectronHttpExecutor } = require('electron-updater/out/electronHttpExecutor.js') as {
      ElectronHttpExecutor: new () => unknown;
    };
    Object.assign(updater, { httpExecutor: new ElectronHttpExecutor() });
    updater.setFeedURL({ provider: 'generic', url });
    updater.logger = process.env.DEBUG_UPDATE ? console : null;
    updater.disableDifferentialDownload = true;
    return { updater, quits };
  };

  return {
    url,
    requested,
    publish,
    makeUpdater,
    clear: () => {
      requested.length = 0;
      for (const name of Object.keys(feed)) delete feed[name];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
