// A stand-in for an OpenAI-compatible `/v1/embeddings` endpoint on 127.0.0.1 (random port), for knowledge search tests:
// deterministic vectors where words of one meaning (pet, smoking, home, rent) share a dimension and other words count
// nothing, so a paraphrase lands near its passage as a real embedding model would. Records each request's body.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const MEANINGS: Record<string, readonly string[]> = {
  pet: ['animal', 'animals', 'pet', 'pets', 'cat', 'cats', 'dog', 'dogs'],
  smoking: ['smoking', 'smoke', 'cigarette', 'cigarettes'],
  home: ['flat', 'apartment', 'house', 'home'],
  rent: ['rent', 'payment', 'pay', 'euro', 'euros'],
  garden: ['garden', 'balcony', 'pond', 'shed'],
};
const DIMENSIONS = Object.keys(MEANINGS);

/** The stand-in's vector for a text: one count per meaning, plus a small constant so no vector is all zeros. */
export function standInVector(text: string): number[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...DIMENSIONS.map((meaning) => words.filter((word) => MEANINGS[meaning]!.includes(word)).length), 0.01];
}

export interface EmbeddingsStandIn {
  /** The base URL a provider setting takes (…/v1). */
  baseUrl: string;
  requests: { model: string; input: string[]; authorization?: string }[];
  close(): Promise<void>;
}

export async function startEmbeddingsStandIn(): Promise<EmbeddingsStandIn> {
  const requests: EmbeddingsStandIn['requests'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') return void res.writeHead(404).end();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; input: string | string[] };
      const input = Array.isArray(body.input) ? body.input : [body.input];
      requests.push({
        model: body.model,
        input,
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      });
      const data = input.map((text, index) => ({ object: 'embedding', index, embedding: standInVector(text) }));
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data, model: body.model }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
