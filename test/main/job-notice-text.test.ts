// A scheduled job's notification in the UI's language (electron/main/job-notice-text.ts): every language words each
// kind with the job's name and values filled in, the due time through Intl in that language and the job's time zone,
// and a notice without a kind keeps the scheduler's words. Main's own notices (electron/main/notice-text.ts) likewise.
import { describe, expect, it } from 'vitest';
import { desktopLanguage, jobNoticeText } from '../../electron/main/job-notice-text';
import { noticeText } from '../../electron/main/notice-text';
import { shortcutFailureMessage } from '../../electron/main/shortcut';
import { cliInstallMessage } from '../../electron/main/cli-command';
import { secretFallbackNotice } from '../../electron/main/secret-backend';
import type { JobNotice } from '../../electron/shared/job-types';
import { uiLanguages } from '../../electron/shared/ui-languages';

const base = { jobId: 'job-1', title: 'English title', body: 'English body' };
const turnedOff: JobNotice = {
  ...base,
  kind: 'job_turned_off',
  values: { name: 'Inbox digest', error: 'model unreachable', failures: 3 },
};
const missed: JobNotice = {
  ...base,
  kind: 'job_missed',
  values: { name: 'Stretch', dueAt: Date.parse('2026-03-02T09:00:00Z'), timezone: 'Asia/Seoul' },
};

describe('job notification text', () => {
  it('words a job turned off in Korean, with its name, failures and error', () => {
    const { title, body } = jobNoticeText(turnedOff, 'ko');
    expect(title).toBe('예약 작업 “Inbox digest”이(가) 꺼졌습니다');
    expect(body).toContain('3번 연속으로 실패했습니다. 마지막 오류: model unreachable');
  });

  it('gives the due time in the language and the job’s time zone', () => {
    const due = new Intl.DateTimeFormat('zh-CN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Seoul',
    }).format(missed.values!.dueAt);
    expect(due).toContain('18:00');
    expect(jobNoticeText(missed, 'zh-CN')).toEqual({
      title: '定时任务“Stretch”已错过',
      body: `它原定于 ${due} 运行，当时 Hearth 未在运行；时间已过去太久，现在不再运行。`,
    });
  });

  it('has every kind in every language, all values filled in', () => {
    const failed: JobNotice = { ...base, kind: 'job_failed', values: { name: 'Backup', error: 'disk full' } };
    for (const { code } of uiLanguages)
      for (const notice of [turnedOff, missed, failed]) {
        const { title, body } = jobNoticeText(notice, code);
        expect(title, `${code} ${notice.kind}`).toContain(notice.values!.name);
        expect(`${title} ${body}`, `${code} ${notice.kind}`).not.toMatch(/\{\{|\}\}/);
        expect(title).not.toBe(base.title);
      }
  });

  it('keeps the scheduler’s words for a notice without a kind', () => {
    expect(jobNoticeText(base, 'ja')).toEqual({ title: 'English title', body: 'English body' });
  });

  it('follows the setting, else the system’s languages', () => {
    const app = (preferred: string[]) => ({ getPreferredSystemLanguages: () => preferred, getLocale: () => 'en-US' });
    expect(desktopLanguage(app(['ko-KR']), 'system')).toBe('ko');
    expect(desktopLanguage(app(['ko-KR']), 'fr')).toBe('fr');
    expect(desktopLanguage(app([]), 'system')).toBe('en');
    expect(desktopLanguage(app(['en-XA']), 'system')).toBe('en');
  });
});

describe("main's own notices (electron/main/notice-text.ts)", () => {
  const taken = { ok: false as const, accelerator: 'Ctrl+Shift+Space', reason: 'taken', cause: 'taken' as const };

  it('words the shortcut failure like the English message, and in Korean with the shortcut kept', () => {
    expect(noticeText('en').shortcutFailed(taken, undefined)).toBe(
      shortcutFailureMessage({ ...taken, reason: 'another application is already using it' }, undefined),
    );
    expect(noticeText('ko').shortcutFailed(taken, 'Alt+Space')).toBe(
      '빠른 질문 단축키 Ctrl+Shift+Space을(를) 설정하지 못했습니다: 다른 앱이 이미 사용하고 있습니다. 빠른 질문은 계속 Alt+Space(으)로 열립니다. 설정에서 다른 단축키를 고르세요.',
    );
  });

  it('words the CLI install and the keychain fallback as the English messages did, and in Japanese', () => {
    const path = '/home/me/.local/bin/hearth';
    expect(noticeText('en').cliInstalled(path, true)).toBe(cliInstallMessage({ ok: true, path, onPath: true }).message);
    expect(noticeText('en').keychainFallback('session')).toBe(
      secretFallbackNotice({ kind: 'session' } as Parameters<typeof secretFallbackNotice>[0]),
    );
    expect(noticeText('ja').cliInstalled(path, false)).toBe(
      `hearth コマンドを ${path} にインストールしましたが、そのフォルダーはまだ PATH にありません。ターミナルで hearth を使うには追加してください。`,
    );
  });

  it('has every cause, the scheduler toggle, the CLI install and the keychain fallback in every language', () => {
    for (const { code } of uiLanguages) {
      const text = noticeText(code);
      for (const cause of ['invalid', 'one_key', 'needs_modifier', 'taken'] as const)
        expect(text.shortcutFailed({ ...taken, cause }, 'Alt+Space'), `${code} ${cause}`).not.toMatch(/\{\{|undefined/);
      expect(text.schedulerToggleFailed(true, 'disk full')).toContain('disk full');
      expect(text.cliInstalled('/home/me/.local/bin/hearth', false)).toContain('/home/me/.local/bin/hearth');
      expect(text.keychainFallback('session')).not.toBe(text.keychainFallback('safe-storage'));
      expect(text.schedulerToggleFailed(false, 'disk full')).not.toBe(text.schedulerToggleFailed(true, 'disk full'));
    }
  });
});
