// A scripted model server on 127.0.0.1 for tests: POST /v1/chat/completions (streaming or not), GET /v1/models, and
// Anthropic's POST /v1/messages (fake-anthropic-steps.ts), and what Ollama's and LM Studio's own APIs say about a
// model (fake-local-model-info.ts). Every request is recorded before it is answered; each
// chat-completions or messages request consumes one ScriptStep in order.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { anthropicErrorReply, buildAnthropicReply } from './fake-anthropic-steps';
import { localModelInfoReply } from './fake-local-model-info';
import { writeReply } from './fake-llm-reply-writer';
import { buildReply, errorReply, jsonReply, type Reply } from './fake-llm-steps';
import type {
  FakeLlmServer,
  FakeLocalModel,
  RecordedRequest,
  ScriptStep,
  StartFakeLlmServerOptions,
} from './fake-llm-types';

export type {
  FakeLlmServer,
  FakeLocalModel,
  RecordedRequest,
  ScriptStep,
  ScriptedToolCall,
  StartFakeLlmServerOptions,
} from './fake-llm-types';
export { anthropicFixturesDir, fixturesDir, listErrorFixtures, listSseFixtures, loadFixtureMeta } from './sse-fixtures';
export type { ExpectedToolCall, FixtureExpected, FixtureMeta } from './sse-fixtures';

export const NO_SCRIPTED_RESPONSE_MESSAGE = 'fake LLM server: no scripted response left';

export async function startFakeLlmServer(options: StartFakeLlmServerOptions = {}): Promise<FakeLlmServer> {
  const models = options.models ?? ['fake-model'];
  const queue: ScriptStep[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const localModels = new Map<string, FakeLocalModel>();
  let completionCount = 0;

  const nextChatReply = (request: RecordedRequest, jsonError: string | null): Reply => {
    if (jsonError !== null) {
      return errorReply(400, `fake LLM server: request body is not valid JSON (${jsonError})`, 'invalid_request_error');
    }
    if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      return errorReply(400, 'fake LLM server: the request body must be a JSON object', 'invalid_request_error');
    }
    completionCount += 1;
    const step = queue.shift() ?? options.fallback;
    if (!step) {
      const message = `${NO_SCRIPTED_RESPONSE_MESSAGE} (chat completion request #${completionCount})`;
      return errorReply(500, message, 'fake_llm_server_error');
    }
    const frame = {
      id: `chatcmpl-fake-${completionCount}`,
      created: Math.floor(Date.now() / 1000),
      model: request.model ?? models[0] ?? 'fake-model',
    };
    return buildReply(step, { request, frame, callIdPrefix: `call_fake_${completionCount}` });
  };

  const nextMessagesReply = (request: RecordedRequest, jsonError: string | null): Reply => {
    if (jsonError !== null)
      return anthropicErrorReply(400, `fake LLM server: body is not JSON`, 'invalid_request_error');
    completionCount += 1;
    const step = queue.shift() ?? options.fallback;
    if (!step) return anthropicErrorReply(500, `${NO_SCRIPTED_RESPONSE_MESSAGE} (#${completionCount})`, 'api_error');
    const ids = { messageId: `msg_fake_${completionCount}`, callIdPrefix: `toolu_fake_${completionCount}` };
    return buildAnthropicReply(step, { request, ...ids });
  };

  const route = (request: RecordedRequest, jsonError: string | null): Reply => {
    const path = request.path.replace(/^\/v1(?=\/)/, '');
    if (request.method === 'POST' && path === '/chat/completions') return nextChatReply(request, jsonError);
    if (request.method === 'POST' && path === '/messages') return nextMessagesReply(request, jsonError);
    if (request.method === 'GET' && path === '/models') {
      const data = models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake-llm-server' }));
      return jsonReply(200, JSON.stringify({ object: 'list', data }));
    }
    const local = localModelInfoReply(request, localModels);
    if (local) return local;
    return errorReply(404, `fake LLM server: no route for ${request.method} ${request.path}`, 'invalid_request_error');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const { request, jsonError } = await recordRequest(req);
      requests.push(request);
      await writeReply(res, route(request, jsonError));
    } catch (error) {
      const message = `fake LLM server: ${error instanceof Error ? error.message : String(error)}`;
      if (res.headersSent) res.socket?.destroy();
      else await writeReply(res, errorReply(500, message, 'fake_llm_server_error'));
    }
  };

  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...steps) => void queue.push(...steps),
    pending: () => queue.length,
    describeModel: (name, model) => void localModels.set(name, model),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      localModels.clear();
    },
    close: () => closeServer(server, sockets),
  };
}

/** Reads the whole request and records it; a body that is not JSON is kept as its raw text (and jsonError says why). */
async function recordRequest(req: IncomingMessage): Promise<{ request: RecordedRequest; jsonError: string | null }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const { body, jsonError } = parseBody(text);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const request: RecordedRequest = {
    method: req.method ?? 'GET',
    path: new URL(req.url ?? '/', 'http://127.0.0.1').pathname,
    headers: { ...req.headers },
    body,
    model: typeof fields.model === 'string' ? fields.model : undefined,
    messages: Array.isArray(fields.messages) ? fields.messages : [],
    tools: Array.isArray(fields.tools) ? fields.tools : [],
    stream: fields.stream === true,
  };
  return { request, jsonError };
}

function parseBody(text: string): { body: unknown; jsonError: string | null } {
  if (text === '') return { body: undefined, jsonError: null };
  try {
    return { body: JSON.parse(text) as unknown, jsonError: null };
  } catch (error) {
    return { body: text, jsonError: error instanceof Error ? error.message : String(error) };
  }
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
      else resolve();
    });
    for (const socket of sockets) socket.destroy();
    server.closeAllConnections();
  });
}
