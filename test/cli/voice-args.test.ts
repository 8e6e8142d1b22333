// The voice commands' command line (electron/cli/voice-args.ts through electron/cli/args.ts): what parses, and the
// one line each misuse gets.
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../electron/cli/args';

describe('voice command line', () => {
  it('parses transcribe, speak --out and ask --audio', () => {
    expect(parseCliArgs(['transcribe', 'a.wav', '--json'])).toMatchObject({
      ok: true,
      options: { command: 'transcribe', positionals: ['a.wav'], json: true },
    });
    expect(parseCliArgs(['speak', 'c1', '--out', 'x.wav'])).toMatchObject({
      ok: true,
      options: { command: 'speak', positionals: ['c1'], out: 'x.wav' },
    });
    expect(parseCliArgs(['ask', '--audio', 'q.ogg'])).toMatchObject({
      ok: true,
      options: { command: 'ask', positionals: [], audio: 'q.ogg' },
    });
  });

  it.each([
    [['ask'], '\'ask\' needs a "PROMPT" (or --audio FILE)'],
    [['ask', 'hi', '--audio', 'q.wav'], '\'ask\' takes a "PROMPT" or --audio FILE, not both'],
    [['transcribe', 'a.wav', '--audio', 'b.wav'], '--audio works only with ask'],
    [['transcribe', ' '], "'transcribe' needs an audio FILE"],
    [['speak', 'c1', '--out', ''], '--out needs a path'],
    [['speak', 'c1', '--format', 'md'], '--format and --all work only with export'],
    [['transcribe', 'a.wav', '--out', 'x'], '--format, --out and --all work only with export'],
  ])('%j → %s', (argv, message) => expect(parseCliArgs(argv)).toEqual({ ok: false, message }));
});
