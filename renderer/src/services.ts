// The renderer's composition root: builds every store over the one api object, routes batched agent events to the
// chat and approval stores, and exposes link opening through main. Created once in main.tsx.
import { i18n } from './i18n/i18n';
import { noticeText } from './i18n/notice-text';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { describeError, type HearthApi } from './api';
import { createApprovalStore, type ApprovalStore } from './stores/approval-store';
import { createChatStore, type ChatStore } from './stores/chat-store';
import { createEventBatcher, type EventBatcher, type FrameScheduler } from './stores/event-batcher';
import { afterNextPaint } from './stores/frame-scheduler';
import { createNoticeStore, type NoticeStore } from './stores/notice-store';
import { createProjectsStore, type ProjectsStore } from './stores/projects-store';
import { createSetupStore, type SetupStore } from './stores/setup-store';
import { createSettingsStore, type SettingsStore } from './stores/settings-store';
import { createUpdateStore, type UpdateStore } from './stores/update-store';
import { createUpgradeStore, type UpgradeStore } from './stores/upgrade-store';
import { createReadAloudStore, type ReadAloudStore } from './voice/read-aloud-store';

export interface Services {
  api: HearthApi;
  chat: ChatStore;
  approvals: ApprovalStore;
  settings: SettingsStore;
  notices: NoticeStore;
  projects: ProjectsStore;
  setup: SetupStore;
  updates: UpdateStore;
  upgrade: UpgradeStore;
  /** Read aloud: one answer at a time in this window (renderer/src/voice/). */
  readAloud: ReadAloudStore;
  batcher: EventBatcher;
  /** The window's frame scheduler (next animation frame, or a timer while hidden). */
  frames: FrameScheduler;
  openExternal: (url: string) => void;
  close: () => void;
}

function announceRunEvents(events: readonly AgentEvent[], notices: NoticeStore): void {
  for (const event of events) {
    if (event.type === 'approval_request')
      notices.getState().announce(i18n.t('chat.approvalNeeded', { label: event.request.label }));
    // Said once per model by the runtime (e.g. it refused native tools, so XML tool mode from now on).
    else if (event.type === 'notice') notices.getState().push('info', noticeText(event));
    else if (event.type === 'agent_end') {
      const outcome =
        event.reason === 'done'
          ? i18n.t('chat.answered')
          : event.reason === 'aborted'
            ? i18n.t('chat.stopped')
            : i18n.t('chat.replyEnded', { reason: event.error?.message ?? event.reason });
      notices.getState().announce(outcome);
    }
  }
}

export function createServices(
  api: HearthApi,
  options: { kind: 'chat' | 'quick'; scheduler: FrameScheduler },
): Services {
  const chat = createChatStore(api, {
    kind: options.kind,
    afterPaint: afterNextPaint(options.scheduler),
    pagedOpen: true,
  });
  const approvals = createApprovalStore(api);
  const settings = createSettingsStore(api);
  const notices = createNoticeStore();
  const projects = createProjectsStore(api, { onMoved: () => void chat.getState().refreshList() });
  const setup = createSetupStore(api, { onChanged: () => void settings.getState().load() });
  const updates = createUpdateStore(api);
  const upgrade = createUpgradeStore();
  const readAloud = createReadAloudStore({
    api,
    speechServer: () => settings.getState().settings?.voice.speech.baseUrl ?? '',
    document,
    speechSynthesis: globalThis.speechSynthesis,
  });
  const batcher = createEventBatcher(api, options.scheduler);
  batcher.subscribe((events) => {
    chat.getState().applyEvents(events);
    approvals.getState().applyEvents(events);
    announceRunEvents(events, notices);
  });
  const offNotice = api.on('app:notice', (notice) => notices.getState().push(notice.level, notice.message));
  const offUpdate = api.on('app:update', (state) => updates.getState().apply(state));
  const offUpgrade = api.on('app:upgrade', (step) => upgrade.getState().apply(step));
  const unsubscribeSettings = settings.subscribe((state, previous) => {
    // A provider chosen or a key saved in Settings may make the "no model set up" hint go away.
    if (previous.settings && state.settings !== previous.settings) void setup.getState().loadStatus();
    if (state.tools !== previous.tools)
      chat.getState().setLabels(Object.fromEntries(state.tools.map((tool) => [tool.name, tool.label])));
  });

  const openExternal = (url: string) => {
    api
      .appOpenExternal({ url })
      .then((result) => {
        if (!result.ok) notices.getState().push('warning', i18n.t('links.notOpened', { error: result.error.message }));
      })
      .catch((error: unknown) => notices.getState().push('error', describeError(error)));
  };

  return {
    api,
    chat,
    approvals,
    settings,
    notices,
    projects,
    setup,
    updates,
    upgrade,
    readAloud,
    batcher,
    frames: options.scheduler,
    openExternal,
    close: () => {
      batcher.close();
      readAloud.getState().stop();
      offNotice();
      offUpdate();
      offUpgrade();
      unsubscribeSettings();
    },
  };
}
