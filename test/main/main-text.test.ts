// Main's own words (electron/main/main-text.ts) in every UI language: the same messages and {{variables}} as English,
// every plural category the language has; the tray menu and an approval notification in Korean and German, and the
// `ui.language` setting over the system's languages.
import { describe, expect, it } from 'vitest';
import { englishMainText, mainMessages, mainText, mainTextFor } from '../../electron/main/main-text';
import { approvalNotificationText } from '../../electron/main/approval-alerts';
import { trayBadge, trayMenuTemplate, type TrayActions } from '../../electron/main/tray';
import type { ApprovalRequest } from '../../electron/shared/agent-events';
import { uiLanguageCodes } from '../../electron/shared/ui-languages';

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const noop = () => undefined;
const actions: TrayActions = { quickAsk: noop, openHearth: noop, newChat: noop, setSchedulerPaused: noop, quit: noop };

describe("main's words", () => {
  it('every language has every message, its plural categories and the same variables', () => {
    const english = mainMessages.en;
    for (const code of uiLanguageCodes) {
      const messages = mainMessages[code];
      expect(Object.keys(messages).sort(), code).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(messages)) {
        if (typeof text === 'string')
          expect(variables(text), `${code} ${key}`).toEqual(variables(english[key as 'quit']));
      }
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      expect(Object.keys(messages.waiting).sort(), code).toEqual([...categories].sort());
      for (const form of Object.values(messages.waiting)) expect(variables(form)).toEqual(['count']);
    }
  });

  it('the tray menu and its badge in Korean, English by default', () => {
    const korean = mainText('ko');
    const labels = trayMenuTemplate(actions, { schedulerPaused: false, approvalsWaiting: 2, text: korean }).map(
      (item) => item.label,
    );
    expect(labels).toContain('Hearth 종료');
    expect(labels[0]).toBe('Hearth — 승인 2개 대기 중 — 열기');
    expect(trayBadge({ schedulerPaused: false, approvalsWaiting: 1, text: korean }).tooltip).toBe(
      'Hearth — 승인 1개 대기 중',
    );
    expect(trayMenuTemplate(actions, { schedulerPaused: false }).at(-1)?.label).toBe('Quit Hearth');
    expect(englishMainText.waiting(1)).toBe('Hearth — 1 approval waiting');
  });

  it('an approval notification in German', () => {
    const request = {
      label: 'Shell',
      tool: 'shell',
      args: { command: 'ls' },
      matchValue: 'ls',
    } as unknown as ApprovalRequest;
    const text = approvalNotificationText(request, mainText('de'));
    expect(text.title).toMatch(/^Hearth braucht deine Freigabe: Shell — /);
    expect(text.body).toBe('Klicke, um es in Hearth zu prüfen.');
  });

  it('follows ui.language, else the system', () => {
    expect(mainTextFor('system', ['zh-Hant-TW']).label('quit')).toBe('結束 Hearth');
    expect(mainTextFor('fr', ['ja-JP']).label('quit')).toBe('Quitter Hearth');
    expect(mainTextFor('system', ['en-XA']).label('quit')).toBe('Quit Hearth');
  });
});
