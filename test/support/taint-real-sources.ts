// For test/runtime/taint-matrix.test.ts (issue 35): the real untrusted sources a run can read — a web page fetched from
// the local stand-in, a workspace file, an MCP server's tool result, an attached document and an auto-recalled memory
// stored by a tainted run — each with how to set it up on a taint rig (test/support/taint-sinks.ts) and what it is.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UntrustedSource } from '../../electron/shared/provenance';
import type { ToolContext } from '../../tools/tool';
import { everythingServer } from '../tools/mcp/mcp-test-support';
import { injection, type TaintRig } from './taint-sinks';
import type { RuntimeFixture } from './runtime-fixture';
import { waitFor } from './wait-for';
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
    name: 'a workspace file (read_file)',
    inJobs: true,
    prepare: async (rig) => {
      const path = join(rig.runtime.workspace(), 'notes.md');
      writeFileSync(path, `Project notes. ${injection}`);
      return { reads: [{ name: 'read_file', arguments: { path: 'notes.md' } }], source: { kind: 'file', label: path } };
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
];
