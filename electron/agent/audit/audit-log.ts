// The audit log: <data>/audit.jsonl, one redacted JSON line per tool call (call, decision, result, latency).
// Redaction: electron/shared/redaction/redact-value.ts (known secret values + key shapes). Appends never throw into a run
// (failures go to onError); the file rotates at maxBytes (audit.jsonl.1, .2, …).
import { appendFileSync, existsSync, mkdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GateReason } from '../../shared/gate-reason';
import type { UntrustedSource } from '../../shared/provenance';
import { redactDeep } from '../../shared/redaction/redact-value';

export type AuditDecidedBy = 'policy' | 'rule' | 'user' | 'timeout' | 'background' | 'limit';

export interface AuditEntry {
  /** ISO 8601; filled in when absent. */
  ts?: string;
  runId: string;
  conversationId?: string;
  callId: string;
  tool: string;
  args: unknown;
  /** null when the call never reached the gate (unknown tool, invalid arguments). */
  decision: 'allow' | 'deny' | null;
  by?: AuditDecidedBy;
  reason?: string;
  reasonCode?: GateReason;
  asked?: boolean;
  argsHash?: string;
  /** The always-allow rule that allowed the call, when the decision names it (tool_call_end.approval.ruleId). */
  ruleId?: string;
  /** The custom tool's version (content hash) the call ran with. */
  toolVersion?: string;
  /** What the run had read that a third party could have written, as the approval request named it. */
  untrustedSources?: UntrustedSource[];
  /** The result came from a third party (tool_call_end.trust / .source). */
  trust?: 'untrusted';
  source?: UntrustedSource;
  /** null when the run ended without a result for this call. */
  ok: boolean | null;
  errorType?: string;
  latencyMs?: number;
}

/** What the gate decided, kept until the call's tool_call_end (events only carry allow decisions it asked about). */
export interface AuditLog {
  readonly file: string;
  /** Appends one line. Never throws. */
  record(entry: AuditEntry): void;
}

export interface AuditLogOptions {
  /** Usually `<data folder>/audit.jsonl`. */
  file: string;
  /** Rotate before a line would take the file past this size. Default 10 MiB. */
  maxBytes?: number;
  /** Rotated files kept (audit.jsonl.1 … .keep). Default 3. */
  keep?: number;
  /** Secret values to redact (e.g. SecretStore.knownValues). Read at every write. */
  knownSecrets?: () => readonly string[];
  /** An extra redaction step, applied before the built-in one. */
  redact?: (value: unknown) => unknown;
  onError?: (error: Error) => void;
  now?: () => number;
  /** Longer strings are cut (after redaction) with a marker. Default 16 KiB. */
  maxStringChars?: number;
}

export function createAuditLog(options: AuditLogOptions): AuditLog {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const keep = Math.max(1, options.keep ?? 3);
  const knownSecrets = options.knownSecrets ?? (() => []);
  const redact = options.redact ?? ((value: unknown) => value);
  const onError = options.onError ?? (() => undefined);
  const now = options.now ?? Date.now;
  const maxStringChars = options.maxStringChars ?? 16 * 1024;
  let folderReady = false;

  const rotate = (): void => {
    const oldest = `${options.file}.${keep}`;
    if (existsSync(oldest)) unlinkSync(oldest);
    for (let index = keep - 1; index >= 1; index -= 1) {
      const from = `${options.file}.${index}`;
      if (existsSync(from)) renameSync(from, `${options.file}.${index + 1}`);
    }
    renameSync(options.file, `${options.file}.1`);
  };

  const currentSize = (): number => {
    try {
      return statSync(options.file).size;
    } catch {
      return 0;
    }
  };

  return {
    file: options.file,
    record(entry) {
      try {
        const stamped = { ...entry, ts: entry.ts ?? new Date(now()).toISOString() };
        const redacted = capStrings(redactDeep(redact(stamped), knownSecrets()), maxStringChars) as Record<
          string,
          unknown
        >;
        // The args hash is our own sha256 of the arguments, not a secret: keep it so a line can be matched to its approval.
        const safe =
          typeof entry.argsHash === 'string' && /^[0-9a-f]{64}$/.test(entry.argsHash)
            ? { ...redacted, argsHash: entry.argsHash }
            : redacted;
        const line = `${JSON.stringify(safe)}\n`;
        if (!folderReady) {
          mkdirSync(dirname(options.file), { recursive: true });
          folderReady = true;
        }
        const size = currentSize();
        if (size > 0 && size + Buffer.byteLength(line) > maxBytes) rotate();
        appendFileSync(options.file, line, { encoding: 'utf8', mode: 0o600 });
      } catch (error) {
        folderReady = false;
        try {
          onError(error instanceof Error ? error : new Error(String(error)));
        } catch {
          // the error callback must not break the run either
        }
      }
    },
  };
}

function capStrings(value: unknown, max: number): unknown {
  if (typeof value === 'string') {
    return value.length > max ? `${value.slice(0, max)}…[${value.length - max} more characters not logged]` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => capStrings(item, max));
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) out[key] = capStrings(item, max);
  return out;
}
