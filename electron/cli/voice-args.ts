// The voice commands' usage and checks (args.ts shows and calls these): `transcribe FILE [--json]`,
// `speak ID [--out FILE]` and `ask --audio FILE` (the recorded question instead of a typed prompt).
export const voiceUsage = `  transcribe FILE           the transcript of an audio file (WAV, MP3, OGG, WebM, FLAC, M4A) from the server in
                            voice.transcription.baseUrl (--json: one line {"type":"transcript","text":…})
  speak ID [--out FILE]     the last answer of conversation ID read aloud into an audio file (WAV, or what the
                            voice.speech.baseUrl server returns; no server: the system voice, espeak-ng on Linux)`;

export const voiceOptionsUsage = `  --audio FILE              ask: the question is this recording, transcribed first (instead of "PROMPT")`;

/** One line when the voice commands' arguments or flags are wrong, else null. */
export function checkVoiceUsage(
  command: string,
  rest: string[],
  values: { audio?: string | undefined; out?: string | undefined; format?: string | undefined; all?: boolean },
): string | null {
  if (values.audio !== undefined && command !== 'ask') return '--audio works only with ask';
  if (command === 'ask') {
    if (values.audio !== undefined && rest.length > 0) return '\'ask\' takes a "PROMPT" or --audio FILE, not both';
    if (values.audio !== undefined && values.audio.trim() === '') return '--audio needs a FILE';
    if (values.audio === undefined && rest.length === 0) return '\'ask\' needs a "PROMPT" (or --audio FILE)';
  }
  if (command === 'transcribe' && !rest[0]?.trim()) return "'transcribe' needs an audio FILE";
  if (command === 'speak' && !rest[0]?.trim()) return "'speak' needs a conversation ID";
  if (command === 'speak' && (values.format !== undefined || values.all))
    return '--format and --all work only with export';
  if (command === 'speak' && values.out !== undefined && values.out.trim() === '') return '--out needs a path';
  return null;
}
