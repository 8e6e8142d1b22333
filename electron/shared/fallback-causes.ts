// The provider failures another key or provider may not have, so a run goes on with the next candidate: read by the
// model client's fallback (electron/agent/model/fallback-model-client.ts) and worded by the UI's notice text.

export const fallbackCauses = [
  'server',
  'rate_limit',
  'quota',
  'auth',
  'permission',
  'connection',
  'timeout',
  'stalled',
  'stream_error',
  'stream_cut',
] as const;

export type FallbackCause = (typeof fallbackCauses)[number];
