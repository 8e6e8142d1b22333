// Bench page entry: mounts the real renderer (App, services, stores, chat view) over the bench api, with Hearth's
// per-frame event batching, or for ?mode=baseline every event applied at once (one render per chunk) and plain
// react-markdown. Exposes the scenario harness as window.hearthBench for the Playwright driver.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { MessageView } from '../../electron/shared/contract';
import { App } from '../../renderer/src/App';
import { applyUiLanguage } from '../../renderer/src/i18n/i18n';
import { createServices } from '../../renderer/src/services';
import { ServicesContext } from '../../renderer/src/services-context';
import type { FrameScheduler } from '../../renderer/src/stores/event-batcher';
import { browserFrameScheduler } from '../../renderer/src/stores/frame-scheduler';
import '../../renderer/src/styles.css';
import { createBenchApi } from './bench-api';
import { longConversation } from './bench-content';
import { createCoreBridgeApi, type CoreProbes } from './core-bridge';
import { createLongHarness, type LongHarness } from './long-harness';
import { createSoakApi, type SoakApi } from './soak-api';
import { createSoakHarness, type SoakHarness } from './soak-harness';
import { createStreamHarness, type StreamHarness } from './stream-harness';

declare global {
  interface Window {
    hearthBench?: { stream?: StreamHarness; long?: LongHarness; soak?: SoakHarness; core?: CoreProbes };
  }
}

const params = new URLSearchParams(window.location.search);
const baseline = params.get('mode') === 'baseline';
const longCount = Number(params.get('count') ?? 10_000);
/** Baseline delivery: each event is applied in a microtask of the message that carried it (one render per chunk). */
const perChunk: FrameScheduler = {
  schedule: (run) => {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) run();
    });
    return () => {
      cancelled = true;
    };
  },
};

const conversations = new Map<string, MessageView[]>([
  [
    'stream',
    [
      {
        id: 'question',
        seq: 0,
        role: 'user',
        content: 'Please write a long answer with code.',
        status: 'complete',
        createdAt: 0,
      },
    ],
  ],
]);
if (params.get('scenario') === 'long') conversations.set('long', longConversation(longCount));
/** ?scenario=soak: a stand-in core that answers chat:send (the renderer long-session soak), `rate` deltas per second. */
let soak: SoakApi | undefined;
if (params.get('scenario') === 'soak') {
  conversations.set('soak', [
    { id: 'soak-q0', seq: 0, role: 'user', content: 'Hello, a long session starts.', status: 'complete', createdAt: 0 },
    { id: 'soak-a0', seq: 1, role: 'assistant', content: 'Hello! Ask away.', status: 'complete', createdAt: 0 },
  ]);
  soak = createSoakApi(conversations, Number(params.get('rate') ?? 1_000));
}
/** ?scenario=core: the real core's chat:list/chat:load over a real database (bench/ten-year-renderer.ts). */
const core = params.get('scenario') === 'core' ? createCoreBridgeApi() : undefined;
const bench = soak ?? core ?? createBenchApi(conversations);
const services = createServices(bench.api, { kind: 'chat', scheduler: baseline ? perChunk : browserFrameScheduler() });
window.hearthBench = {
  stream: createStreamHarness(services, bench.deliver),
  long: createLongHarness(services, bench.deliver, 'long'),
  ...(soak ? { soak: createSoakHarness(services, soak, 'soak') } : {}),
  ...(core ? { core: core.probes } : {}),
};
// As the app's entry (renderer/src/main.tsx): the system language's catalog is loaded before the first render.
void applyUiLanguage('system').then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <App />
      </ServicesContext.Provider>
    </StrictMode>,
  ),
);
