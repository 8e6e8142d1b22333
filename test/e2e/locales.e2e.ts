// E2E in real Chromium: the UI follows the system's language (Korean here), and Settings → General's language picker
// switches it to Simplified Chinese at once, no restart (relative dates included); the chat, the approval dialog and
// Settings are captured in both languages, light and dark (CJK system fonts: fonts-noto-cjk).
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { waitForDialog, waitForReplyDone } from './support/chat-actions';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

async function send(page: Page, box: string, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: box });
  await input.fill(text);
  await input.press('Enter');
}

describeWithFacility('chromium', 'UI languages (e2e)', () => {
  const suite = useHearthSuite({ page: { locale: 'ko-KR' } });

  it('follows the system language: Korean chat, approval dialog and settings', async () => {
    const { page } = suite.hearth;
    await expect
      .poll(() => page.getByRole('heading', { name: '무엇을 도와드릴까요?' }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.evaluate('document.documentElement.lang')).toBe('ko');

    suite.harness.llm.script({ kind: 'text', text: '서울은 오늘 맑고, 최고 기온은 **21°C**입니다.' });
    await send(page, '메시지', '오늘 서울 날씨 어때?');
    await waitForReplyDone(page);
    expect(await page.locator('.conversation-row .conversation-meta').first().textContent()).toBe('지금');
    await screenshotLightAndDark(page, 'chat-ko');

    const command = 'ls -la ~/문서';
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command } }] },
      { kind: 'text', text: '목록을 확인했습니다.' },
    );
    await send(page, '메시지', '문서 폴더를 보여 줘');
    const dialog = await waitForDialog(page);
    expect(await dialog.locator('h2').textContent()).toBe('셸을(를) 허용할까요?');
    await screenshotLightAndDark(page, 'approval-ko');
    await dialog.getByRole('button', { name: '한 번 허용' }).click();
    await waitForReplyDone(page);

    await page.getByRole('link', { name: '설정' }).click();
    const general = page.locator('#settings-general');
    await expect.poll(() => general.count(), { timeout: 10_000 }).toBe(1);
    await general.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'settings-ko');
  });

  it('switches to Simplified Chinese from the picker, without a restart', async () => {
    const { page } = suite.hearth;
    await page.locator('#settings-general').getByRole('combobox', { name: '언어' }).selectOption('zh-CN');
    await expect.poll(() => page.getByRole('heading', { name: '设置', level: 1 }).count()).toBe(1);
    expect(suite.harness.runtime.settings().ui.language).toBe('zh-CN');
    expect(await page.evaluate('document.documentElement.lang')).toBe('zh-CN');
    await page.locator('#settings-general').scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'settings-zh-CN');

    await page.goBack();
    await waitForReplyDone(page);
    expect(await page.locator('.conversation-row .conversation-meta').first().textContent()).toBe('现在');
    await screenshotLightAndDark(page, 'chat-zh-CN');

    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command: 'du -sh ~/下载' } }] },
      { kind: 'text', text: '下载文件夹占用 2.1 GB。' },
    );
    await send(page, '消息', '下载文件夹有多大？');
    const dialog = await waitForDialog(page);
    expect(await dialog.locator('h2').textContent()).toBe('允许 Shell？');
    await screenshotLightAndDark(page, 'approval-zh-CN');
    await dialog.getByRole('button', { name: '允许一次' }).click();
    await waitForReplyDone(page);
  });
});
