// The fixture rows of schema version 11 (fixture-rows.ts lists them under the knowledge tables): a folder added to
// knowledge, one Markdown file indexed from it, one chunk under its heading and its embedding (float32, little-endian).
export function knowledgeRows(T0: number) {
  return {
    knowledge_sources: [
      // paused_at: v14 (NULL: followed and indexed).
      {
        id: 1,
        path: '/home/ada/Documents/lease',
        kind: 'folder',
        project_id: null,
        created_at: T0,
        indexed_at: T0,
        paused_at: null,
      },
    ],
    knowledge_files: [
      {
        id: 1,
        source_id: 1,
        path: '/home/ada/Documents/lease/lease.md',
        size: 120,
        mtime_ms: T0,
        hash: 'c'.repeat(64),
        status: 'indexed',
        error: null,
        pages: null,
        indexed_at: T0,
      },
    ],
    knowledge_chunks: [
      { id: 1, file_id: 1, seq: 0, page: null, heading: 'Lease › Pets', text: 'One cat is allowed with a deposit.' },
    ],
    knowledge_embeddings: [
      { chunk_id: 1, model: 'nomic-embed-text', vector: Buffer.from(new Float32Array([0.25, -0.5, 0.75]).buffer) },
    ],
  };
}
