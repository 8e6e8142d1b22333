// How many rows the ten-year database holds at a scale (HEARTH_BENCH_TEN_YEAR_SCALE, 1 = the full ten years of
// issue 44); a test uses a tiny scale. Projects and the big conversation shrink too, but never below a usable size.

export interface TenYearCounts {
  conversations: number;
  messages: number;
  /** Messages of the one long conversation the bench opens. */
  bigConversation: number;
  memories: number;
  jobs: number;
  jobRuns: number;
  attachments: number;
  projects: number;
}

export const FULL_TEN_YEARS: TenYearCounts = {
  conversations: 20_000,
  messages: 2_000_000,
  bigConversation: 10_000,
  memories: 100_000,
  jobs: 2_000,
  jobRuns: 200_000,
  attachments: 20_000,
  projects: 50,
};

export function tenYearCounts(scale: number): TenYearCounts {
  if (!(scale > 0 && scale <= 1)) throw new Error(`The ten-year scale must be in (0, 1], not ${scale}.`);
  const of = (n: number, least: number) => Math.max(least, Math.round(n * scale));
  const messages = of(FULL_TEN_YEARS.messages, 40);
  return {
    conversations: of(FULL_TEN_YEARS.conversations, 4),
    messages,
    bigConversation: Math.min(FULL_TEN_YEARS.bigConversation, Math.floor(messages / 4)),
    memories: of(FULL_TEN_YEARS.memories, 20),
    jobs: of(FULL_TEN_YEARS.jobs, 2),
    jobRuns: of(FULL_TEN_YEARS.jobRuns, 4),
    attachments: of(FULL_TEN_YEARS.attachments, 4),
    projects: of(FULL_TEN_YEARS.projects, 2),
  };
}

/** HEARTH_BENCH_TEN_YEAR_SCALE, default 1. */
export function tenYearScaleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.HEARTH_BENCH_TEN_YEAR_SCALE;
  return text === undefined || text === '' ? 1 : Number(text);
}
