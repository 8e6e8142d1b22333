// E2E in real Chromium against the real runtime: Settings → Voice sets the transcription and speech servers, the
// dictation language and the switches (each lands in `voice.*`), and stores the `transcription` key in the real
// keychain without it coming back to the page (screenshots light and dark).
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

describeWithFacility('chromium', 'settings: voice (e2e)', () => {
  const suite = useHearthSuite();

  it('sets the voice servers, language, switches and the transcription key', async () => {
    const { page } = suite.hearth;
    const { runtime } = suite.harness;
    const key = `sk-voice-e2e-${Date.now()}-Key`;
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('button', { name: 'Voice' }).click();
    const section = page.getByRole('region', { name: 'Voice', exact: true });

    const stt = section.getByRole('group', { name: 'Speech to text' });
    const url = stt.getByRole('textbox', { name: 'Transcription server' });
    await url.fill('http://127.0.0.1:8000/v1');
    await url.press('Enter');
    await expect.poll(() => runtime.settings().voice.transcription.baseUrl).toBe('http://127.0.0.1:8000/v1');
    await stt.getByRole('combobox', { name: 'Spoken language' }).selectOption('ko');
    await expect.poll(() => runtime.settings().voice.transcription.language).toBe('ko');
    await stt.getByLabel('Transcription API key').fill(key);
    await stt.getByRole('button', { name: 'Save key' }).click();
    await expect.poll(() => runtime.secretStore.get('transcription')).toBe(key);
    await expect.poll(() => stt.getByRole('status').textContent()).toContain('Stored in the system keychain');

    const tts = section.getByRole('group', { name: 'Text to speech' });
    expect(await tts.getByRole('textbox', { name: 'Speech server' }).inputValue()).toBe('');
    const voiceName = tts.getByRole('textbox', { name: 'Voice name' });
    await voiceName.fill('nova');
    await voiceName.press('Enter');
    await expect.poll(() => runtime.settings().voice.speech.voice).toBe('nova');
    const readAloud = tts.getByRole('switch', { name: 'Read answers aloud' });
    expect(await readAloud.isChecked()).toBe(false);
    await readAloud.click();
    await expect.poll(() => runtime.settings().voice.speech.readAnswersAloud).toBe(true);
    expect(await section.getByRole('switch', { name: 'Keep recordings' }).isChecked()).toBe(false);

    expect(await page.content()).not.toContain(key);
    await section.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'settings-voice');
    await stt.getByRole('button', { name: 'Delete key' }).click();
    await expect.poll(() => runtime.secretStore.get('transcription')).toBeNull();
  });
});
