// E2E in real Chromium against the real runtime, with a fake microphone fed from a WAV espeak-ng spoke: dictation
// reaches the stand-in transcription server as a WAV as long as the source (within 10%) and its transcript lands in
// the composer after what was typed; Esc cancels with nothing sent; server errors and empty transcripts are said;
// read aloud sends speakable text to the stand-in speech server, or speaks through espeak-ng with none (English and
// Korean, measured by sox), and the page's <audio> element plays to the end. Screenshots and axe-core, light and dark.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { espeakWav, soxStat, wavDurationSeconds, writeBytes } from '../support/audio-measure';
import { describeWithFacility } from '../support/requirements';
import { startSpeechStandIn, type SpeechStandIn } from '../support/speech-stand-in';
import { makeTempDir, removeTempDir } from '../support/temp-dir';
import { startTranscriptionStandIn, type TranscriptionStandIn } from '../support/transcription-stand-in';
import { waitFor } from '../support/wait-for';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { expectNoSeriousViolations } from './support/axe';
import { openHearthPage } from './support/hearth-page';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

const folder = makeTempDir('voice-e2e');
const sourceWav = espeakWav(folder, 'Please remind me to water the plants tomorrow morning, before I leave for work.');
const sourceSeconds = wavDurationSeconds(readFileSync(sourceWav))!;

/** Records the media events of every <audio> in the page (they do not bubble, so listen in the capture phase). */
const audioEventLog = `window.__audioEvents = [];
for (const type of ['playing', 'ended', 'error']) document.addEventListener(type, (event) => {
  if (event.target instanceof HTMLAudioElement) window.__audioEvents.push(type);
}, true);`;

const audioEvents = (page: Page) => page.evaluate<string[]>('window.__audioEvents');
const readAloudAudio = `document.querySelector('audio.read-aloud-audio')`;

/** The audio voice:speak last gave the page (what its <audio> element played), read from the bridge's frames. */
function lastSpokenAudio(frames: readonly string[]): Buffer {
  for (const frame of [...frames].reverse()) {
    if (!frame.includes('"mimeType"')) continue;
    const data = (JSON.parse(frame) as { result?: { ok: boolean; data?: { audio?: string } } }).result?.data;
    if (data?.audio) return Buffer.from(data.audio, 'base64');
  }
  throw new Error('no voice:speak answer reached the page');
}

describeWithFacility('chromium', 'voice: dictation and read aloud (e2e)', () => {
  const suite = useHearthSuite({
    chromiumArgs: () => [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${sourceWav}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  let stt: TranscriptionStandIn;
  let tts: SpeechStandIn;

  beforeAll(async () => {
    [stt, tts] = await Promise.all([startTranscriptionStandIn(), startSpeechStandIn()]);
    await suite.harness.runtime.setSetting('voice.transcription.baseUrl', stt.baseUrl);
    await suite.hearth.page.reload();
    await suite.hearth.page.evaluate(audioEventLog);
  });
  afterAll(async () => {
    await Promise.all([stt?.close(), tts?.close()]);
    removeTempDir(folder);
  });

  const composer = () => suite.hearth.page.getByRole('textbox', { name: 'Message' });
  /** Seconds recorded, as the recording's <time> says (0 while there is none). */
  const recordedSeconds = async () => {
    const stamp = await suite.hearth.page.evaluate<string | null>(
      `document.querySelector('.dictation-status time')?.getAttribute('datetime') ?? null`,
    );
    return Number(/^PT([\d.]+)S$/.exec(stamp ?? '')?.[1] ?? 0);
  };

  it('Esc cancels a recording: nothing reaches the server and the typed text stays (recording shown light and dark)', async () => {
    const { page } = suite.hearth;
    await composer().fill('Typed first.');
    await page.getByRole('button', { name: 'Dictate' }).click();
    const live = page.getByRole('group', { name: 'Dictation' });
    await expect
      .poll(() => live.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow'), {
        timeout: 10_000,
      })
      .not.toBe('0');
    await waitFor(async () => (await recordedSeconds()) >= 1, 'a second of recording');
    await screenshotLightAndDark(page, 'voice-recording');
    await expectNoSeriousViolations(page, 'form.composer');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Dictation cancelled' }).count()).toBe(1);
    expect(stt.uploads).toHaveLength(0);
    expect(await composer().inputValue()).toBe('Typed first.');
  });

  it('dictates: the stand-in gets a WAV as long as the source and its transcript lands after the typed text', async () => {
    const { page } = suite.hearth;
    stt.answer({ text: 'Remind me to water the plants.' });
    await composer().fill('Typed first.');
    const before = stt.uploads.length;
    await page.getByRole('button', { name: 'Dictate' }).click();
    await waitFor(async () => (await recordedSeconds()) >= sourceSeconds, {
      message: `${sourceSeconds} s of recording`,
      interval: 10,
    });
    await page.getByRole('button', { name: 'Stop and transcribe' }).click();
    await expect
      .poll(() => composer().inputValue(), { timeout: 10_000 })
      .toBe('Typed first. Remind me to water the plants.');
    expect(stt.uploads).toHaveLength(before + 1);
    const upload = stt.uploads.at(-1)!;
    expect(upload.fileName).toBe('recording.wav');
    console.info(`[voice] source ${sourceSeconds.toFixed(2)} s, the stand-in measured ${upload.durationSeconds} s`);
    expect(Math.abs(upload.durationSeconds! - sourceSeconds) / sourceSeconds).toBeLessThan(0.1);
  });

  it('holding the push-to-talk shortcut records until it is let go; errors and silence are said plainly', async () => {
    const { page } = suite.hearth;
    await composer().fill('');
    stt.answer({ status: 500, message: 'model crashed' });
    await page.keyboard.down('Control');
    await page.keyboard.down('Shift');
    await page.keyboard.down('KeyD');
    await waitFor(async () => (await recordedSeconds()) >= 1, 'a second of a held recording');
    await page.keyboard.up('KeyD');
    await page.keyboard.up('Shift');
    await page.keyboard.up('Control');
    const alert = page.getByRole('alert').filter({ hasText: 'The transcription server failed' });
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain('500 (model crashed)');
    expect(stt.uploads.at(-1)!.durationSeconds).toBeGreaterThan(0.9);

    stt.answer({ text: '  ' });
    await page.getByRole('button', { name: 'Dictate' }).click();
    await waitFor(async () => (await recordedSeconds()) >= 0.5, 'half a second of recording');
    await page.getByRole('button', { name: 'Stop and transcribe' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'No speech was recognised' }).count()).toBe(1);
    expect(await composer().inputValue()).toBe('');
    await expectNoSeriousViolations(page, 'form.composer');
  });

  it('reads an answer aloud through the speech server as speakable text; Stop and play to the end', async () => {
    const { page } = suite.hearth;
    await suite.harness.runtime.setSetting('voice.speech.baseUrl', tts.baseUrl);
    suite.harness.llm.script({
      kind: 'text',
      text: '**Watering** is set. See [the plan](https://example.com/plan).\n\n```python\nprint("water")\n```\n\nDone.',
    });
    await sendMessage(page, 'Set a watering reminder.');
    const answer = await waitForReplyDone(page);
    await answer.getByRole('button', { name: 'Read aloud' }).click();
    await expect.poll(() => audioEvents(page), { timeout: 10_000 }).toContain('playing');
    const input = String(tts.requests.at(-1)!.input);
    expect(input).toContain('Watering is set. See the plan.');
    expect(input).not.toMatch(/\*\*|```|print\(|https?:/);
    // Held still for the screenshots, then played to its end.
    await page.evaluate(`${readAloudAudio}.pause()`);
    await screenshotLightAndDark(page, 'voice-read-aloud');
    await expectNoSeriousViolations(page, 'main.chat');
    await page.evaluate(`${readAloudAudio}.play()`);
    await expect.poll(() => audioEvents(page), { timeout: 15_000 }).toContain('ended');
    expect((await audioEvents(page)).indexOf('playing')).toBeLessThan((await audioEvents(page)).indexOf('ended'));
    await expect.poll(() => answer.getByRole('button', { name: 'Read aloud' }).count()).toBe(1);
    expect(lastSpokenAudio(suite.hearth.framesReceived)).toEqual(Buffer.from(tts.audio));
  });

  it('with no speech server, the OS voice (espeak-ng) speaks English and Korean answers, non-silent', async () => {
    const { page } = suite.hearth;
    await suite.harness.runtime.setSetting('voice.speech.baseUrl', '');
    await page.reload();
    await page.evaluate(audioEventLog);
    const spokenBefore = tts.requests.length;
    for (const [question, reply, name] of [
      ['Weather?', 'The sky is clear and the wind is calm today.', 'en'],
      ['날씨?', '오늘은 하늘이 맑고 바람이 잔잔합니다.', 'ko'],
    ] as const) {
      suite.harness.llm.script({ kind: 'text', text: reply });
      await sendMessage(page, question);
      const answer = await waitForReplyDone(page);
      const ended = (await audioEvents(page)).filter((type) => type === 'ended').length;
      await answer.getByRole('button', { name: 'Read aloud' }).click();
      await expect
        .poll(async () => (await audioEvents(page)).filter((type) => type === 'ended').length, {
          timeout: 20_000,
        })
        .toBe(ended + 1);
      const stat = soxStat(writeBytes(folder, `${name}.wav`, lastSpokenAudio(suite.hearth.framesReceived)));
      expect(stat.seconds, name).toBeGreaterThan(1);
      expect(stat.rmsAmplitude, name).toBeGreaterThan(0.01);
    }
    expect(tts.requests).toHaveLength(spokenBefore);
    expect(await audioEvents(page)).not.toContain('error');
  });

  it('quick-ask voice conversation: hold the shortcut, speak, let go; the answer is read aloud when it finishes', async () => {
    const quick = await openHearthPage(suite.browser, suite.harness, {
      hash: '#/quick',
      viewport: { width: 640, height: 460 },
      initScript: audioEventLog,
    });
    try {
      const { page } = quick;
      stt.answer({ text: 'Is it going to rain?' });
      suite.harness.llm.script({ kind: 'text', text: 'No rain today: **clear skies** all afternoon.' });
      await page.getByRole('textbox', { name: 'Ask Hearth' }).focus();
      await page.keyboard.down('Control');
      await page.keyboard.down('Shift');
      await page.keyboard.down('KeyD');
      await waitFor(
        async () =>
          Number(
            /^PT([\d.]+)S$/.exec(
              (await page.evaluate<string | null>(
                `document.querySelector('.dictation-status time')?.getAttribute('datetime') ?? null`,
              )) ?? '',
            )?.[1] ?? 0,
          ) >= 1.5,
        'a second and a half of a held recording',
      );
      await page.keyboard.up('KeyD');
      await page.keyboard.up('Shift');
      await page.keyboard.up('Control');
      await expect
        .poll(() => page.locator('.quick-question').textContent(), { timeout: 10_000 })
        .toBe('Is it going to rain?');
      await expect.poll(() => audioEvents(page), { timeout: 20_000 }).toEqual(['playing', 'ended']);
      const stat = soxStat(writeBytes(folder, 'quick.wav', lastSpokenAudio(quick.framesReceived)));
      expect(stat.rmsAmplitude).toBeGreaterThan(0.01);
    } finally {
      await quick.close();
    }
  });
});
