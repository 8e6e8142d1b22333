// The user tools host: a plain Node child process, or an Electron utilityProcess in the app (started by host-process.ts
// through a host-child launcher), that imports the `.mjs` tool files of
// the user tools folder, runs their create/run/close and answers over IPC. A broken tool can only take this process down.
// A tool file exports name, description, parameters (JSON Schema), optional risk and capabilities, run(args, context)
// and optionally create({ file, stateDir }) -> state (given to run as context.state) and close(state). A host in the
// probe sandbox only loads files (their top-level code, to read the exports); create() runs in a runner host.
/* global process, AbortController */
import { createHash } from 'node:crypto';
import { readFileSync, writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const MAX_CONTENT_CHARS = 200_000;
const RISKS = new Set(['read', 'write', 'exec', 'network']);

/** file -> imported module awaiting activation (loaded and shape-checked, not yet serving). */
const staged = new Map();
/** file -> { version, module, state } serving calls. */
const active = new Map();
/** request id -> AbortController of a running call. */
const running = new Map();

const describeError = (error) => (error instanceof Error ? error.message : String(error));
/** The channel to Hearth: Node's IPC (child_process) or, in an Electron utilityProcess, process.parentPort. */
const parentPort = process.parentPort;
const send = parentPort ? (message) => parentPort.postMessage(message) : (message) => process.send?.(message);
const onMessage = parentPort
  ? (listener) => parentPort.on('message', (event) => listener(event.data))
  : (listener) => process.on('message', listener);
const reply = (id, payload) => send({ id, ...payload });

function checkShape(mod) {
  const problems = [];
  if (typeof mod.name !== 'string' || mod.name === '') problems.push('export `name` (a string)');
  if (typeof mod.description !== 'string' || mod.description.trim() === '')
    problems.push('export `description` (a non-empty string)');
  if (typeof mod.parameters !== 'object' || mod.parameters === null || Array.isArray(mod.parameters))
    problems.push('export `parameters` (a JSON Schema object)');
  if (typeof mod.run !== 'function') problems.push('export `run(args, context)` (a function)');
  if (mod.risk !== undefined && !RISKS.has(mod.risk)) problems.push('`risk` must be one of read, write, exec, network');
  if (mod.create !== undefined && typeof mod.create !== 'function') problems.push('`create` must be a function');
  if (mod.close !== undefined && typeof mod.close !== 'function') problems.push('`close` must be a function');
  if (
    mod.capabilities !== undefined &&
    !(Array.isArray(mod.capabilities) && mod.capabilities.every((item) => typeof item === 'string'))
  ) {
    problems.push('`capabilities` must be a list of strings');
  }
  return problems.length === 0 ? undefined : `Missing or invalid: ${problems.join('; ')}.`;
}

/** JSON round trip: what crosses IPC must be plain data. */
function plain(value) {
  try {
    return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  } catch {
    return undefined;
  }
}

function capped(text) {
  return text.length > MAX_CONTENT_CHARS
    ? `${text.slice(0, MAX_CONTENT_CHARS)}\n[… ${text.length - MAX_CONTENT_CHARS} characters cut]`
    : text;
}

function toResult(value) {
  if (value === undefined || value === null) return { ok: true, content: '(no output)' };
  if (typeof value === 'string') return { ok: true, content: capped(value) };
  if (typeof value === 'object' && typeof value.content === 'string') {
    const result = { ok: value.ok !== false, content: capped(value.content) };
    const details = plain(value.details);
    if (details !== undefined) result.details = details;
    const images = Array.isArray(value.images)
      ? value.images.filter((image) => typeof image?.mimeType === 'string' && typeof image?.data === 'string')
      : [];
    if (images.length > 0) result.images = images.map(({ mimeType, data }) => ({ mimeType, data }));
    return result;
  }
  let text;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return { ok: true, content: capped(text) };
}

/** The version is the content hash: a file that changed since it was scanned (and shown, and trusted) is not imported. */
function contentVersion(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
}

async function load({ id, file, version }) {
  try {
    if (contentVersion(file) !== version)
      return reply(id, {
        ok: false,
        error: 'The file changed while it was being loaded; it will be read again.',
        changed: true,
      });
    // The version in the URL makes Node import the new content instead of its cached module.
    const mod = await import(`${pathToFileURL(file).href}?v=${encodeURIComponent(version)}`);
    const problem = checkShape(mod);
    if (problem) return reply(id, { ok: false, error: problem });
    staged.set(file, { version, module: mod });
    const manifest = {
      name: mod.name,
      description: mod.description,
      parameters: plain(mod.parameters) ?? null,
      risk: mod.risk ?? 'exec',
      capabilities: plain(mod.capabilities) ?? [],
    };
    reply(id, { ok: true, manifest });
  } catch (error) {
    reply(id, { ok: false, error: `Import failed: ${describeError(error)}` });
  }
}

async function closeInstance(instance) {
  if (typeof instance.module.close === 'function') await instance.module.close(instance.state);
}

async function activate({ id, file, version, stateDir }) {
  const next = staged.get(file);
  if (!next || next.version !== version)
    return reply(id, { ok: false, error: 'Nothing staged for this version (it was replaced).' });
  staged.delete(file);
  let state;
  try {
    if (typeof next.module.create === 'function') state = await next.module.create({ file, stateDir });
  } catch (error) {
    return reply(id, { ok: false, error: `create() failed: ${describeError(error)}` });
  }
  const previous = active.get(file);
  active.set(file, { version, module: next.module, state, stateDir });
  let closeError;
  if (previous) await closeInstance(previous).catch((error) => (closeError = describeError(error)));
  reply(id, { ok: true, ...(closeError ? { closeError } : {}) });
}

async function unload({ id, file }) {
  staged.delete(file);
  const instance = active.get(file);
  active.delete(file);
  try {
    if (instance) await closeInstance(instance);
    reply(id, { ok: true });
  } catch (error) {
    reply(id, { ok: false, error: `close() failed: ${describeError(error)}` });
  }
}

async function call({ id, file, version, args, context }) {
  const instance = active.get(file);
  if (!instance)
    return reply(id, {
      ok: true,
      result: { ok: false, content: 'This tool is not loaded any more.', errorType: 'unavailable' },
    });
  if (instance.version !== version) {
    return reply(id, {
      ok: true,
      result: {
        ok: false,
        content: 'The tool changed since this call was prepared; call it again.',
        errorType: 'changed',
      },
    });
  }
  const controller = new AbortController();
  running.set(id, controller);
  const onUpdate = (chunk) => send({ type: 'update', id, chunk: String(chunk) });
  try {
    const value = await instance.module.run(args, {
      ...context,
      stateDir: instance.stateDir,
      signal: controller.signal,
      onUpdate,
      state: instance.state,
    });
    reply(id, { ok: true, result: toResult(value) });
  } catch (error) {
    reply(id, {
      ok: true,
      result: { ok: false, content: `The tool threw: ${describeError(error)}`, errorType: 'tool_error' },
    });
  } finally {
    running.delete(id);
  }
}

const handlers = {
  load,
  activate,
  unload,
  call,
  discard: ({ file }) => staged.delete(file),
  abort: ({ id }) => running.get(id)?.abort(),
};

onMessage((message) => {
  const handler = handlers[message?.type];
  if (handler) void handler(message);
});
// A tool's stray async error must not end the other tools' host; it is reported on stderr, synchronously, once: an
// error while reporting (stderr's reader gone with Hearth) ends the host instead of looping on the next report.
let reporting = false;
function report(text) {
  if (reporting) process.exit(1);
  reporting = true;
  try {
    writeSync(2, text);
  } catch (error) {
    if (error?.code !== 'EAGAIN') process.exit(1);
  } finally {
    reporting = false;
  }
}
process.on('uncaughtException', (error) => report(`uncaught: ${describeError(error)}\n`));
process.on('unhandledRejection', (error) => report(`unhandled rejection: ${describeError(error)}\n`));
// Hearth went away: so does the host (a utilityProcess is ended by Electron itself). Its channel closing, or stdout or
// stderr failing (their reader was Hearth), means that. A host stuck in a tool's loop is ended by Hearth's watchdog.
process.on('disconnect', () => process.exit(0));
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => process.exit(1));
send({ type: 'ready' });
