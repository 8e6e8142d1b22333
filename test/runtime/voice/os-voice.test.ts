// The OS voice path on Linux (electron/runtime/voice/os-voice.ts): espeak-ng as a real child process speaks English
// and Korean into WAV audio that sox measures as non-silent; text that looks like options or shell is only read.
import { afterAll, describe, expect, it } from 'vitest';
import { espeakVoices, speakWithOsVoice } from '../../../electron/runtime/voice/os-voice';
import { toSpeakableText } from '../../../electron/shared/speakable-text';
import { soxStat, wavDurationSeconds, writeBytes } from '../../support/audio-measure';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

async function spokenFile(markdown: string, name: string) {
  const { text, language } = toSpeakableText(markdown);
  const spoken = await speakWithOsVoice(text, language);
  if (!spoken.ok) throw new Error(spoken.error);
  expect(spoken.format).toBe('wav');
  return { language, path: writeBytes(temp.make('os-voice'), name, spoken.audio), audio: spoken.audio };
}

describe('speakWithOsVoice (espeak-ng)', () => {
  it('speaks English into non-silent audio', async () => {
    const { language, path, audio } = await spokenFile(
      'The **answer** is ready. Read [the notes](https://x.y).',
      'en.wav',
    );
    expect(language).toBe('en');
    const stat = soxStat(path);
    expect(stat.rmsAmplitude).toBeGreaterThan(0.02);
    expect(stat.seconds).toBeGreaterThan(1);
    expect(wavDurationSeconds(audio)).toBeCloseTo(stat.seconds, 1);
  });

  it('speaks Korean with the Korean voice into non-silent audio', async () => {
    const { language, path } = await spokenFile('안녕하세요. 오늘 서울의 날씨는 맑습니다.', 'ko.wav');
    expect(language).toBe('ko');
    expect(espeakVoices[language]).toBe('ko');
    const stat = soxStat(path);
    expect(stat.rmsAmplitude).toBeGreaterThan(0.02);
    expect(stat.seconds).toBeGreaterThan(1);
  });

  it('reads text that looks like options or shell as words, never running it', async () => {
    const marker = `${temp.make('marker')}/ran`;
    const spoken = await speakWithOsVoice(`--help; touch ${marker} $(touch ${marker})`, 'en');
    expect(spoken.ok).toBe(true);
    const { existsSync } = await import('node:fs');
    expect(existsSync(marker)).toBe(false);
  });

  it('reports a missing program in one line', async () => {
    const spoken = await speakWithOsVoice('hello', 'en', { program: 'espeak-ng-not-installed-here' });
    expect(spoken).toEqual({
      ok: false,
      error:
        'speech failed: espeak-ng-not-installed-here is not installed (install espeak-ng, or set voice.speech.baseUrl)',
    });
  });
});
