// The audit log on real files: one JSON line per call, secrets and key shapes redacted, rotation, never throwing.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuditLog } from '../../../electron/agent/audit/audit-log';
import type { AuditEntry } from '../../../electron/agent/audit/audit-log';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-audit-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const canary = 'canary-Zq8vW3rT9yLp2Kx7';
const lines = (file: string): Record<string, unknown>[] =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    runId: 'run-1',
    conversationId: 'conv-1',
    callId: 'call-1',
    tool: 'shell',
    args: { command: 'ls' },
    decision: 'allow',
    by: 'user',
    ok: true,
    latencyMs: 12,
    ...overrides,
  };
}

describe('audit log', () => {
  it('appends one JSON line per record, creating the folder, private to the user', () => {
    const file = join(dir, 'nested', 'audit.jsonl');
    const log = createAuditLog({ file, now: () => Date.UTC(2026, 0, 2, 3, 4, 5) });
    log.record(entry());
    log.record(
      entry({
        callId: 'call-2',
        decision: 'deny',
        by: 'policy',
        reason: 'Read-only mode',
        ok: false,
        errorType: 'denied',
      }),
    );
    const written = lines(file);
    expect(written).toEqual([
      { ...entry(), ts: '2026-01-02T03:04:05.000Z' },
      {
        ...entry({
          callId: 'call-2',
          decision: 'deny',
          by: 'policy',
          reason: 'Read-only mode',
          ok: false,
          errorType: 'denied',
        }),
        ts: '2026-01-02T03:04:05.000Z',
      },
    ]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('redacts known secret values and API-key shapes wherever they appear', () => {
    const file = join(dir, 'audit.jsonl');
    const keys = {
      openai: 'sk-proj-abcdefghijklmnopqrstuvwxyz012345',
      github: 'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      aws: 'AKIAABCDEFGHIJKLMNOP',
      bearer: 'Bearer abcdefghijklmnop.qrstuvwx',
    };
    const log = createAuditLog({ file, knownSecrets: () => [canary] });
    log.record(
      entry({
        args: {
          command: `curl -H "Authorization: ${keys.bearer}" https://x?k=${canary}`,
          nested: [{ note: `key ${keys.openai} and ${keys.github}`, aws: keys.aws }],
          env: 'export MY_TOKEN=plaintextvalue123',
          apiKey: 'short1',
          max_tokens: 100,
        },
        reason: `The user denied this tool call. Reason: do not send ${canary}`,
      }),
    );
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(canary);
    for (const key of Object.values(keys)) expect(text).not.toContain(key.replace('Bearer ', ''));
    expect(text).not.toContain('plaintextvalue123');
    expect(text).not.toContain('short1');
    const [line] = lines(file);
    const args = line?.args as Record<string, unknown>;
    expect(args.command).toBe('curl -H "Authorization: Bearer [REDACTED]" https://x?k=[REDACTED]');
    expect(args.env).toBe('export MY_TOKEN=[REDACTED]');
    expect(args.apiKey).toBe('[REDACTED]');
    expect(args.max_tokens).toBe(100);
    expect(line?.reason).toBe('The user denied this tool call. Reason: do not send [REDACTED]');
  });

  it('keeps the args hash (our own sha256, not a secret) while a hex-shaped argument is redacted', () => {
    const file = join(dir, 'audit.jsonl');
    const hash = 'ab'.repeat(32);
    createAuditLog({ file }).record(
      entry({
        argsHash: hash,
        args: { command: 'echo 3f9a1c07be52d46e8a0f7b13c92de5a4f06b8d21e7c4a95b0d3e6f18a2c7b94e' },
      }),
    );
    const [line] = lines(file);
    expect(line?.argsHash).toBe(hash);
    expect(JSON.stringify(line?.args)).not.toContain('3f9a1c07be52d46e8a0f7b13c92de5a4');
  });

  it('applies an injected redaction step too, and reads known secrets at every write', () => {
    const file = join(dir, 'audit.jsonl');
    const known: string[] = [];
    const log = createAuditLog({
      file,
      knownSecrets: () => known,
      redact: (value) => ({ ...(value as object), args: '[custom]' }),
    });
    log.record(entry({ reason: `first ${canary}` }));
    known.push(canary);
    log.record(entry({ reason: `second ${canary}` }));
    const [first, second] = lines(file);
    expect(first).toMatchObject({ args: '[custom]', reason: `first ${canary}` }); // not yet known: kept
    expect(second).toMatchObject({ reason: 'second [REDACTED]' });
  });

  it('rotates before a line would pass maxBytes, keeping a few old files', () => {
    const file = join(dir, 'audit.jsonl');
    const log = createAuditLog({ file, maxBytes: 600, keep: 3 });
    for (let i = 0; i < 60; i += 1) log.record(entry({ callId: `call-${i}` }));
    for (const path of [file, `${file}.1`, `${file}.2`, `${file}.3`]) {
      expect(existsSync(path), path).toBe(true);
      expect(statSync(path).size).toBeLessThanOrEqual(600);
    }
    expect(existsSync(`${file}.4`)).toBe(false);
    const current = lines(file).map((l) => l.callId);
    expect(current.at(-1)).toBe('call-59');
    const previous = lines(`${file}.1`).map((l) => l.callId);
    expect(Number(String(previous.at(-1)).slice(5)) + 1).toBe(Number(String(current[0]).slice(5)));
  });

  it('cuts very long strings after redaction', () => {
    const file = join(dir, 'audit.jsonl');
    const log = createAuditLog({ file, maxStringChars: 50 });
    log.record(entry({ args: { content: 'x'.repeat(500) } }));
    expect((lines(file)[0]?.args as { content: string }).content).toBe(
      `${'x'.repeat(50)}…[450 more characters not logged]`,
    );
  });

  it('never throws when it cannot write; the failure goes to onError', () => {
    const blocker = join(dir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const errors: Error[] = [];
    const log = createAuditLog({ file: join(blocker, 'audit.jsonl'), onError: (e) => errors.push(e) });
    expect(() => log.record(entry())).not.toThrow();
    expect(errors).toHaveLength(1);
    const throwingHandler = createAuditLog({
      file: join(blocker, 'audit.jsonl'),
      onError: () => {
        throw new Error('handler broke');
      },
    });
    expect(() => throwingHandler.record(entry())).not.toThrow();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const ok = createAuditLog({ file: join(dir, 'audit.jsonl'), onError: (e) => errors.push(e) });
    expect(() => ok.record(entry({ args: cyclic }))).not.toThrow();
  });
});
