// The fixture rows of schema version 13 (fixture-rows.ts lists them under artifact_versions): a Markdown artifact of
// the bread conversation at two versions, the first kept when the second was written.
export function artifactRows(T0: number) {
  return {
    artifact_versions: [1, 2].map((version) => ({
      artifact_id: 'art_0a1b2c3d4e5f',
      version,
      conversation_id: 'conv-bread',
      kind: 'markdown',
      title: 'Sourdough schedule',
      content: version === 1 ? '# Schedule\n\n- Feed starter' : '# Schedule\n\n- Feed starter\n- Bake at 250 °C',
      created_at: T0 + version * 1_000,
    })),
  };
}
