// The answer to an approval request (from a window over IPC, or the terminal), checked strictly before the gate reads
// it. Its own file so the core can check answers without building the whole IPC contract (contract.ts re-exports it).
import { z } from 'zod';

export const approvalResponseSchema = z.lazy(() =>
  z
    .object({
      decision: z.enum(['allow', 'deny']),
      argsHash: z.string().regex(/^[0-9a-f]{64}$/),
      reason: z.string().max(2_000).optional(),
      /** "Always allow…" stores a rule; scope 'run': "Allow for the rest of this run", kept by the run's gate only. */
      remember: z
        .object({
          scope: z.enum(['run', 'conversation', 'forever']),
          match: z
            .object({ kind: z.enum(['exact', 'prefix', 'any', 'host']), value: z.string().max(10_000).optional() })
            .strict(),
          expiresAt: z.number().optional(),
        })
        .strict()
        .optional(),
      answer: z.string().max(10_000).optional(),
      /** An untrusted custom tool: "Trust this version and run". Required to allow one. */
      trust: z.literal(true).optional(),
      /** A deny that is not a person's no: nobody could be asked (no terminal), or the person cancelled a question. */
      unanswered: z.enum(['no_one_to_ask', 'cancelled']).optional(),
    })
    .strict(),
);
