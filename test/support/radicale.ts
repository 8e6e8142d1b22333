// A real CalDAV server for tests: Radicale (/usr/bin/radicale) on a free loopback port with a temporary storage folder
// and basic auth from a plain htpasswd file; `makeCalendar` creates a collection with MKCALENDAR, `putEvent` stores one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { makeTempDir, removeTempDir } from './temp-dir';
import { waitFor } from './wait-for';

export const radicaleBinary = '/usr/bin/radicale';

export interface RadicaleServer {
  /** http://127.0.0.1:PORT/ — the server root (CalDAV discovery starts here). */
  url: string;
  user: string;
  password: string;
  /** The Authorization header for the user. */
  authorization: string;
  /** Creates the calendar `USER/ID/` and answers its URL. */
  makeCalendar: (id: string, displayName: string) => Promise<string>;
  /** Stores raw iCalendar text as `NAME.ics` in a calendar (its URL); answers the object's URL. */
  putEvent: (calendarUrl: string, name: string, ics: string) => Promise<string>;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startRadicale(user = 'ada', password = 'correct horse'): Promise<RadicaleServer> {
  const folder = makeTempDir('radicale');
  const htpasswd = path.join(folder, 'users');
  fs.writeFileSync(htpasswd, `${user}:${password}\n`);
  const port = await freePort();
  const config = path.join(folder, 'config');
  fs.writeFileSync(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${htpasswd}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(folder, 'collections')}`,
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(radicaleBinary, ['--config', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`radicale exited (${child.exitCode}): ${stderr}`);
      try {
        const response = await fetch(url, { headers: { authorization } });
        await response.arrayBuffer();
        return true;
      } catch {
        return false;
      }
    },
    { message: `radicale on ${url}`, observe: () => stderr },
  );
  const send = async (target: string, method: string, body: string, contentType: string): Promise<Response> => {
    const response = await fetch(target, { method, body, headers: { authorization, 'content-type': contentType } });
    if (!response.ok) throw new Error(`${method} ${target}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    url,
    user,
    password,
    authorization,
    makeCalendar: async (id, displayName) => {
      const target = `${url}${user}/${id}/`;
      const body =
        '<?xml version="1.0" encoding="utf-8"?>' +
        '<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>' +
        `<D:displayname>${displayName}</D:displayname>` +
        '<C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>' +
        '</D:prop></D:set></C:mkcalendar>';
      await send(target, 'MKCALENDAR', body, 'application/xml; charset=utf-8');
      return target;
    },
    putEvent: async (calendarUrl, name, ics) => {
      const target = `${calendarUrl}${name}.ics`;
      await send(target, 'PUT', ics, 'text/calendar; charset=utf-8');
      return target;
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      removeTempDir(folder);
    },
  };
}
