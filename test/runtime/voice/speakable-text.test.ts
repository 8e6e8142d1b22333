// The speakable-text converter (electron/shared/speakable-text.ts) and the audio header check
// (electron/runtime/voice/audio-format.ts): what a voice would read, and which files count as audio.
import { describe, expect, it } from 'vitest';
import { toSpeakableText } from '../../../electron/shared/speakable-text';
import { detectTextLanguage } from '../../../electron/shared/text-language';
import { detectAudioFormat } from '../../../electron/runtime/voice/audio-format';

describe('toSpeakableText', () => {
  it('names code blocks instead of reading them, and keeps link text without the address', () => {
    const { text, language } = toSpeakableText(
      [
        '## Sorting a list',
        '',
        'Use **sorted** and read [the docs](https://docs.python.org/3/howto/sorting.html).',
        '',
        '```py',
        'print(sorted([3, 1, 2]))',
        '```',
        '',
        '```',
        'rm -rf /tmp/x',
        '```',
        'See https://www.example.com/page?q=1 too.',
      ].join('\n'),
    );
    expect(language).toBe('en');
    expect(text).toBe(
      [
        'Sorting a list.',
        'Use sorted and read the docs.',
        'A code block in Python.',
        'A code block.',
        'See example.com too.',
      ].join('\n'),
    );
    expect(text).not.toMatch(/print|rm -rf|https?:|[#*`[\]]/);
  });

  it('reads a table row by row with its headers, and list items as sentences', () => {
    const { text } = toSpeakableText(
      [
        '| City | Temp |',
        '|---|:---:|',
        '| Seoul | 12 °C |',
        '| Paris | 9 °C |',
        '',
        '- first item',
        '2. _second_',
      ].join('\n'),
    );
    expect(text).toBe(['City: Seoul, Temp: 12 °C.', 'City: Paris, Temp: 9 °C.', 'first item.', 'second.'].join('\n'));
  });

  it('names the code block in the answer’s own language', () => {
    const korean = toSpeakableText('파이썬으로 정렬하는 방법입니다.\n\n```python\nx = 1\n```');
    expect(korean).toEqual({ text: '파이썬으로 정렬하는 방법입니다.\nPython 코드 블록.', language: 'ko' });
    expect(toSpeakableText('Voici la réponse et le code pour vous.\n```js\nx\n```').text).toContain(
      'Un bloc de code en JavaScript.',
    );
  });
});

describe('detectTextLanguage', () => {
  it.each([
    ['The weather is fine and the sky is clear.', 'en'],
    ['오늘 날씨가 좋습니다.', 'ko'],
    ['今日はいい天気です。', 'ja'],
    ['今天天气很好。', 'zh'],
    ['El tiempo es bueno y la playa está llena.', 'es'],
    ['Das Wetter ist gut und die Sonne scheint.', 'de'],
    ['Le temps est beau et les enfants jouent.', 'fr'],
    ['Сегодня хорошая погода.', 'ru'],
  ])('%s → %s', (text, language) => expect(detectTextLanguage(text)).toBe(language));
});

describe('detectAudioFormat', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));
  it.each([
    [bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'wav'],
    [bytes('ID3', [4, 0, 0, 0, 0, 0, 0, 0]), 'mp3'],
    [bytes([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]), 'mp3'],
    [bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0]), 'ogg'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3, 1, 0, 0, 0]), 'webm'],
    [bytes('fLaC', [0, 0, 0, 34, 0, 0, 0, 0]), 'flac'],
    [bytes([0, 0, 0, 32], 'ftypM4A '), 'm4a'],
  ])('%#: %s', (header, format) => expect(detectAudioFormat(header)).toBe(format));

  it('refuses what is not audio, whatever its name', () => {
    expect(detectAudioFormat(bytes('%PDF-1.7\n'))).toBeUndefined();
    expect(detectAudioFormat(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeUndefined();
    expect(detectAudioFormat(bytes([0xff, 0xf1, 0x50, 0x80]))).toBeUndefined();
    expect(detectAudioFormat(bytes('ab'))).toBeUndefined();
  });
});
