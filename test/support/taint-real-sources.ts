// For test/runtime/taint-matrix.test.ts (issue 35): the real untrusted sources a run can read (a fetched page, an HTTP
// answer, search results, a browser page, a workspace file read or printed by the shell, an MCP tool result, a custom
// tool's output, an attached document, an auto-recalled memory a tainted run stored, calendar events on a real Radicale
// server), each set up on a taint rig (taint-sinks.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UntrustedSource } from '../../electron/shared/provenance';
import type { ToolContext } from '../../tools/tool';
import { chromiumPath, type Facility } from './requirements';
import { everythingServer } from '../tools/mcp/mcp-test-support';
import { writeTool } from '../tools/user-tools/user-tools-helpers';
import { injection, type TaintRig } from './taint-sinks';
import type { RuntimeFixture } from './runtime-fixture';
import { waitFor } from './wait-for';
import { onTestFinished } from 'vitest';
import { startRadicale } from './radicale';
import type { WebStandIn } from './web-stand-in';

export interface ToolCall {
  name: string;
  arguments: object;
}

/** What a prepared source gives the run: the calls that read it, attachments for the message, what it is. */
export interface PreparedSource {
  reads: ToolCall[];
  attachments?: { sha256: string; name: string }[];
  source: UntrustedSource;
}

export interface RealSource {
  name: string;
  /** Whether a scheduled job can read it (a job has no attachments). */
  inJobs: boolean;
  /** A real facility it needs (real Chromium for the browser). */
  needs?: Facility;
  prepare: (rig: TaintRig, fixture: RuntimeFixture, web: WebStandIn) => Promise<PreparedSource>;
}

const mcpEcho = 'ev__echo';

export const realSources: RealSource[] = [
  {
    name: 'a web page (web_fetch)',
    inJobs: true,
    prepare: async (_rig, _fixture, web) => ({
      reads: [{ name: 'web_fetch', arguments: { url: `${web.origin}/article` } }],
      source: { kind: 'web_page', label: `127.0.0.1:${web.port}/article` },
    }),
  },
  {
    name: 'an HTTP answer (http_request)',
    inJobs: true,
    prepare: async (rig, _fixture, web) => {
      await rig.runtime.setSetting('tools.httpRequest.enabled', true);
      await rig.runtime.setSetting('tools.httpRequest.allowPrivateNetwork', true);
      rig.runtime.rules.add({
        tool: 'http_request',
        match: { kind: 'host', value: `127.0.0.1:${web.port}` },
        scope: 'forever',
      });
      return {
        reads: [{ name: 'http_request', arguments: { method: 'GET', url: `${web.origin}/article` } }],
        source: { kind: 'http_response', label: `127.0.0.1:${web.port}/article` },
      };
    },
  },
  {
    name: 'search results (web_search on SearXNG)',
    inJobs: true,
    prepare: async (rig, _fixture, web) => {
      await rig.runtime.setSetting('tools.web.searchEnabled', true);
      await rig.runtime.setSetting('tools.web.searchProvider', 'searxng');
      await rig.runtime.setSetting('tools.web.searxngUrl', `${web.origin}/searxng/`);
      rig.runtime.rules.add({ tool: 'web_search', match: { kind: 'any' }, scope: 'forever' });
      return {
        reads: [{ name: 'web_search', arguments: { query: 'garden news' } }],
        source: { kind: 'search_results', label: 'SearXNG' },
      };
    },
  },
  {
    name: 'a browser page (browser navigate)',
    inJobs: true,
    needs: 'chromium',
    prepare: async (rig, _fixture, web) => {
      await rig.runtime.setSetting('tools.browser.enabled', true);
      await rig.runtime.setSetting('tools.browser.executablePath', chromiumPath());
      await rig.runtime.setSetting('tools.browser.allowPrivateNetwork', true);
      rig.runtime.rules.add({ tool: 'browser', match: { kind: 'any' }, scope: 'forever' });
      return {
        reads: [{ name: 'browser', arguments: { action: 'navigate', url: `${web.origin}/article` } }],
        source: { kind: 'browser_page', label: `127.0.0.1:${web.port}/article` },
      };
    },
  },
  {
    name: 'a workspace file (read_file)',
    inJobs: true,
    prepare: async (rig) => {
      const path = join(rig.runtime.workspace(), 'notes.md');
      writeFileSync(path, `Project notes. ${injection}`);
      return { reads: [{ name: 'read_file', arguments: { path: 'notes.md' } }], source: { kind: 'file', label: path } };
    },
  },
  {
    name: 'a workspace file printed by the shell (cat)',
    inJobs: true,
    needs: 'bwrap',
    prepare: async (rig) => {
      writeFileSync(join(rig.runtime.workspace(), 'notes.md'), `Project notes. ${injection}`);
      return {
        reads: [{ name: 'shell', arguments: { command: 'cat notes.md' } }],
        source: { kind: 'command_output', label: '`cat notes.md`' },
      };
    },
  },
  {
    name: 'an MCP tool result',
    inJobs: true,
    prepare: async (rig) => {
      const { runtime } = rig;
      const added = await runtime.setSetting('mcp.servers.ev', { command: process.execPath, args: [everythingServer] });
      if (!added.ok) throw new Error('the MCP server was refused');
      await waitFor(() => runtime.mcp.servers().find((server) => server.name === 'ev')?.state === 'running', {
        message: 'the ev server to run',
        timeout: 30_000,
        observe: () => runtime.mcp.servers(),
      });
      runtime.rules.add({ tool: mcpEcho, match: { kind: 'any' }, scope: 'forever' });
      return { reads: [{ name: mcpEcho, arguments: { message: injection } }], source: { kind: 'mcp', label: 'ev' } };
    },
  },
  {
    name: 'a custom tool output',
    inJobs: true,
    prepare: async (rig) => {
      const { runtime } = rig;
      writeTool(join(runtime.dataDir, 'tools'), 'garden-news.mjs', {
        name: 'garden_news',
        risk: 'read',
        run: `return ${JSON.stringify(`Garden news. ${injection}`)};`,
      });
      await runtime.userTools.refresh();
      await waitFor(() => runtime.toolset().tools.some((tool) => tool.name === 'garden_news'), {
        message: 'the custom tool to load',
        timeout: 30_000,
      });
      runtime.rules.add({ tool: 'garden_news', match: { kind: 'any' }, scope: 'forever' });
      return {
        reads: [{ name: 'garden_news', arguments: {} }],
        source: { kind: 'custom_tool', label: 'tools/garden-news.mjs' },
      };
    },
  },
  {
    name: 'an attached document',
    inJobs: false,
    prepare: async (rig, fixture) => {
      const file = join(fixture.folder('attach'), 'minutes.txt');
      writeFileSync(file, `Meeting minutes. ${injection}`);
      const added = await rig.runtime.attachments.addFile(file);
      if (!added.ok) throw new Error(added.error);
      return {
        reads: [],
        attachments: [{ sha256: added.attachment.sha256, name: added.attachment.name }],
        source: { kind: 'attachment', label: 'minutes.txt' },
      };
    },
  },
  {
    name: 'an auto-recalled memory stored by a tainted run',
    inJobs: true,
    prepare: async (rig) => {
      const tool = rig.runtime.toolset().tools.find((candidate) => candidate.name === 'memory_store');
      if (!tool) throw new Error('no memory_store');
      const ctx: ToolContext = {
        callId: 'earlier-run',
        signal: new AbortController().signal,
        onUpdate: () => undefined,
        workspace: rig.runtime.workspace(),
        conversationId: 'an-earlier-conversation',
        untrustedSources: () => [{ kind: 'web_page', label: 'garden.example/news' }],
      };
      const stored = await tool.execute(tool.parameters.parse({ content: `Garden news: ${injection}` }), ctx);
      const id = Number(/#(\d+)/.exec(stored.content)?.[1]);
      if (!id) throw new Error(`not stored: ${stored.content}`);
      return { reads: [], source: { kind: 'memory', label: `memory #${id}` } };
    },
  },
  {
    name: 'calendar events (calendar_list_events on Radicale)',
    inJobs: true,
    prepare: async (rig) => {
      const radicale = await startRadicale();
      onTestFinished(() => radicale.stop());
      const home = await radicale.makeCalendar('home', 'Home');
      const event = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', 'BEGIN:VEVENT', 'UID:note-1']
        .concat(['DTSTAMP:20261001T000000Z', 'DTSTART:20261012T090000Z', `SUMMARY:${injection}`, 'END:VEVENT'])
        .concat(['END:VCALENDAR', ''])
        .join('\r\n');
      await radicale.putEvent(home, 'note', event);
      const { url, user, password } = radicale;
      const added = await rig.runtime.calendar.add({ name: 'home', url, user, password });
      if (!added.ok) throw new Error(added.error);
      return {
        reads: [{ name: 'calendar_list_events', arguments: { from: '2026-10-01', to: '2026-10-31' } }],
        source: { kind: 'calendar', label: 'home/Home' },
      };
    },
  },
];
