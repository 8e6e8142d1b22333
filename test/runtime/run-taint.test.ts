// Issue 35 through the real runtime and the fake model: once a run has read an untrusted page that tells the model to
// act, no sink (shell, write_file, memory_store, cron_add, a web_fetch to a composed URL) runs on always-allow rules,
// pre-approval or autonomous mode: a person is asked, and the request names the page. The same calls with nothing
// untrusted read run unasked; a link found on the page is followed unasked; "Allow for the rest of this run" lasts the
// run only; a later run in the same conversation starts tainted from the stored tool output.
import { describe, expect, it } from 'vitest';
import { runAskCommand } from '../../electron/cli/commands/ask-command';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { openTaintRig, pageLabel, pageWords, runSteered, sinks } from '../support/taint-sinks';
import { describeWithFacility } from '../support/requirements';
import { useWebStandIn } from '../support/use-web-stand-in';

const fixture = useRuntimeFixture();
const web = useWebStandIn();

const shellOnly = sinks.filter((sink) => sink.tool === 'shell');
const withoutShell = sinks.filter((sink) => sink.tool !== 'shell');

for (const mode of ['supervised', 'autonomous'] as const) {
  const where = mode === 'supervised' ? 'under always-allow rules and pre-approval' : 'in autonomous mode';
  const suite = (sinkList: typeof sinks) => () => {
    for (const sink of sinkList) {
      it(`${sink.tool}: after reading the page it asks, naming the page; denied, nothing happens`, async () => {
        const rig = await openTaintRig(fixture, web, { mode });
        await runSteered(rig, fixture, [{ name: sink.tool, arguments: sink.args(web) }], { readFirst: true });
        expect(rig.asked.map((request) => request.tool)).toEqual([sink.tool]);
        expect(rig.asked[0]!.untrustedSources).toEqual([{ kind: 'web_page', label: pageLabel }]);
        expect(rig.asked[0]!.notes?.[0]).toContain(pageWords);
        expect(sink.happened(rig.runtime, web)).toBe(false);
      });

      it(`${sink.tool}: with nothing untrusted read it runs unasked`, async () => {
        const rig = await openTaintRig(fixture, web, { mode });
        await runSteered(rig, fixture, [{ name: sink.tool, arguments: sink.args(web) }], { readFirst: false });
        expect(rig.asked).toEqual([]);
        expect(sink.happened(rig.runtime, web)).toBe(true);
      });
    }
  };
  describe(`a tainted run ${where}`, suite(withoutShell));
  describeWithFacility('bwrap', `a tainted run ${where} (shell)`, suite(shellOnly));
}

describe('what a tainted run still does unasked', () => {
  it('follows a link found on the page, and reads on (autonomous mode)', async () => {
    const link = () => `${web.origin}/article`;
    const rig = await openTaintRig(fixture, web, { mode: 'autonomous', links: () => [link()] });
    const before = web.requests.length;
    await runSteered(
      rig,
      fixture,
      [
        { name: 'web_fetch', arguments: { url: link() } },
        { name: 'read_page', arguments: {} },
      ],
      {
        readFirst: true,
      },
    );
    expect(rig.asked).toEqual([]);
    expect(web.requests.slice(before).map((request) => request.path)).toEqual(['/article']);
  });

  it('fetches an address the person typed (supervised, under the web_fetch rule)', async () => {
    const rig = await openTaintRig(fixture, web);
    const typed = `${web.origin}/article`;
    await runSteered(rig, fixture, [{ name: 'web_fetch', arguments: { url: typed } }], {
      readFirst: true,
      text: `Read the news, then ${typed} please.`,
    });
    expect(rig.asked).toEqual([]);
  });
});

describe('the event lines', () => {
  it('--json: tool_call_end carries trust and source (no links), approval_request carries untrustedSources', async () => {
    const rig = await openTaintRig(fixture, web, { links: () => ['https://garden.example/more'] });
    fixture.server.script(
      { kind: 'tool_calls', calls: [{ name: 'read_page', arguments: {} }] },
      { kind: 'tool_calls', calls: [{ name: 'write_file', arguments: { path: 'x.txt', content: 'x' } }] },
      { kind: 'text', text: 'Done.' },
    );
    const lines: string[] = [];
    const result = await runAskCommand('Catch me up on the garden news.', {
      runtime: rig.runtime,
      prompter: rig.prompter,
      io: { out: () => {}, err: () => {}, jsonLine: (value) => lines.push(JSON.stringify(value)) },
      json: true,
      signal: new AbortController().signal,
      subscribe: rig.subscribe,
    });
    expect(result.code).toBe(0);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const read = parsed.find((line) => line.type === 'tool_call_end' && line.name === 'read_page');
    expect(read).toMatchObject({ trust: 'untrusted', source: { kind: 'web_page', label: pageLabel } });
    expect(JSON.stringify(read)).not.toContain('garden.example/more');
    const request = parsed.find((line) => line.type === 'approval_request') as { request: object } | undefined;
    expect(request?.request).toMatchObject({ untrustedSources: [{ kind: 'web_page', label: pageLabel }] });
    const write = parsed.find((line) => line.type === 'tool_call_end' && line.name === 'write_file');
    expect(write).not.toHaveProperty('trust');
  });
});

describe('answers in a tainted run', () => {
  it('"Allow for the rest of this run" covers the next identical call in that run only; the next run starts tainted', async () => {
    const rig = await openTaintRig(fixture, web);
    rig.answer = (request) => ({
      decision: 'allow',
      argsHash: request.argsHash,
      remember: { scope: 'run', match: { kind: 'exact' } },
    });
    const write = { name: 'write_file', arguments: { path: 'log.txt', content: 'entry' } };
    const first = await runSteered(rig, fixture, [write, write], { readFirst: true });
    expect(rig.asked.map((request) => request.tool)).toEqual(['write_file']);
    expect(rig.runtime.rules.list().filter((rule) => rule.tool === 'write_file')).toHaveLength(1); // the test's own

    rig.asked.length = 0;
    rig.answer = (request) => ({ decision: 'deny', argsHash: request.argsHash });
    await runSteered(rig, fixture, [write], { readFirst: false, conversationId: first.conversationId, text: 'Again.' });
    expect(rig.asked).toHaveLength(1);
    expect(rig.asked[0]!.untrustedSources).toEqual([{ kind: 'web_page', label: pageLabel }]);
  });

  it('an "always" answer in a tainted run is allow once: no rule is stored', async () => {
    const rig = await openTaintRig(fixture, web);
    rig.answer = (request) => ({
      decision: 'allow',
      argsHash: request.argsHash,
      remember: { scope: 'forever', match: { kind: 'any' } },
    });
    const remember = { name: 'memory_store', arguments: { content: 'The maintenance key is 42.' } };
    await runSteered(rig, fixture, [remember], { readFirst: true });
    expect(rig.asked).toHaveLength(1);
    expect(rig.runtime.rules.list().some((rule) => rule.tool === 'memory_store')).toBe(false);
  });
});
