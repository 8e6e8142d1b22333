// Access to the provider corpora: the real-world OpenAI SSE corpus in test/fixtures/openai-sse (HEARTH_FIXTURES_DIR
// overrides it) and the Anthropic one in test/fixtures/anthropic-sse: locate, list, read sidecars and bodies.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A tool call a correct client should end up with. */
export interface ExpectedToolCall {
  index?: number;
  id: string;
  type?: string;
  name: string;
  arguments_raw: string;
  arguments?: unknown;
}

/** The sidecar's `expected` block (stream fixtures and error fixtures use different fields). */
export interface FixtureExpected {
  content?: string | null;
  reasoning_text?: string | null;
  finish_reason?: string | null;
  tool_calls?: ExpectedToolCall[];
  error?: { message: string; type?: string; code?: string | number | null; param?: string | null } | null;
  status?: number;
  sdk_error_class?: string;
  [key: string]: unknown;
}

/** A parsed sidecar JSON file. */
export interface FixtureMeta {
  file?: string;
  case?: string;
  http_status?: number;
  response_headers?: Record<string, string>;
  expected: FixtureExpected;
  sdk_observed?: Record<string, unknown>;
  [key: string]: unknown;
}

/** What the fake server sends for a fixture: an SSE body, or an HTTP error with status, headers and body. */
export type FixtureResponse =
  { kind: 'sse'; body: string } | { kind: 'error'; status: number; headers: Record<string, string>; body: string };

export function fixturesDir(): string {
  const fromEnv = process.env.HEARTH_FIXTURES_DIR;
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const dir = fromEnv ? resolve(fromEnv) : resolve(repoRoot, 'test', 'fixtures', 'openai-sse');
  if (!existsSync(dir)) {
    const how = fromEnv ? 'from HEARTH_FIXTURES_DIR' : 'default; set HEARTH_FIXTURES_DIR to override';
    throw new Error(`OpenAI SSE fixture directory not found: looked in ${dir} (${how})`);
  }
  return dir;
}

/** The Anthropic Messages API corpus (streams `a*.sse`, HTTP errors `ae*.json`). */
export function anthropicFixturesDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'anthropic-sse');
}

/** Every `.sse` stream fixture, sorted. */
export function listSseFixtures(dir: string = fixturesDir()): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sse'))
    .sort();
}

/** Every `e*.json` error sidecar (not the `.body.json` bodies), sorted. */
export function listErrorFixtures(dir: string = fixturesDir()): string[] {
  return readdirSync(dir)
    .filter((f) => /^a?e.*\.json$/.test(f) && !f.endsWith('.body.json'))
    .sort();
}

/** The parsed sidecar of a fixture; accepts `x.sse`, `x.json`, `x.body.json` or the bare stem `x`. */
export function loadFixtureMeta(file: string, dir: string = fixturesDir()): FixtureMeta {
  const path = join(dir, sidecarName(file));
  if (!existsSync(path)) throw new Error(`fixture sidecar not found: ${path}`);
  const meta = JSON.parse(readFileSync(path, 'utf8')) as FixtureMeta;
  if (!meta || typeof meta !== 'object' || !meta.expected)
    throw new Error(`fixture sidecar has no "expected": ${path}`);
  return meta;
}

/** What to send for a fixture: `.sse` → its body; an error fixture → its sidecar's status/headers and `.body.json`. */
export function loadFixtureResponse(file: string, dir: string = fixturesDir()): FixtureResponse {
  const name = checkedName(file);
  const sseName = name.endsWith('.sse')
    ? name
    : !name.endsWith('.json') && existsSync(join(dir, `${name}.sse`))
      ? `${name}.sse`
      : null;
  if (sseName) return { kind: 'sse', body: readExisting(join(dir, sseName)) };
  const meta = loadFixtureMeta(name, dir);
  if (typeof meta.http_status !== 'number' && meta.file?.endsWith('.sse')) {
    return { kind: 'sse', body: readExisting(join(dir, checkedName(meta.file))) };
  }
  if (typeof meta.http_status !== 'number') {
    throw new Error(`fixture ${name} is neither an .sse stream nor an error sidecar with http_status`);
  }
  const bodyFile = meta.file ?? `${stem(name)}.body.json`;
  return {
    kind: 'error',
    status: meta.http_status,
    headers: { 'content-type': 'application/json', ...meta.response_headers },
    body: readExisting(join(dir, checkedName(bodyFile))),
  };
}

function sidecarName(file: string): string {
  return `${stem(checkedName(file))}.json`;
}

function stem(name: string): string {
  return name.replace(/\.body\.json$|\.json$|\.sse$/, '');
}

function checkedName(file: string): string {
  if (basename(file) !== file || file === '' || file.startsWith('.')) {
    throw new Error(`fixture names are plain file names inside the corpus, got: ${JSON.stringify(file)}`);
  }
  return file;
}

function readExisting(path: string): string {
  if (!existsSync(path)) throw new Error(`fixture file not found: ${path}`);
  return readFileSync(path, 'utf8');
}
