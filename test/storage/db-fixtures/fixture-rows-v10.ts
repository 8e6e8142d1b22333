// The fixture rows of schema version 10 (fixture-rows.ts lists them under pending_questions): an approval that was
// waiting when Hearth closed, with its request as shown and the call still to run.
export function pendingQuestionRows(T0: number) {
  return [
    {
      call_id: 'call-9',
      run_id: 'run-9',
      conversation_id: 'conv-bread',
      kind: 'approval',
      request: JSON.stringify({
        callId: 'call-9',
        tool: 'write_file',
        label: 'Write file',
        risk: 'write',
        args: { path: 'a.txt', content: 'x' },
        argsHash: 'h'.repeat(64),
        expiresAt: T0 + 300_000,
      }),
      args_hash: 'h'.repeat(64),
      untrusted_sources: null,
      tool_calls: JSON.stringify([{ id: 'call-9', name: 'write_file', arguments: '{"path":"a.txt","content":"x"}' }]),
      owner_pid: 4242,
      created_at: T0,
      expires_at: T0 + 300_000,
    },
  ];
}
