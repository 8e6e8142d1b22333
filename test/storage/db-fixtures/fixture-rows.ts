// Representative rows for the per-version database fixtures: every table Hearth has had, with every column it ever
// had. A fixture at schema version N gets the tables and columns that exist at N (see insertKnownColumns).
import type Database from 'better-sqlite3';
import { pendingQuestionRows } from './fixture-rows-v10';
import { knowledgeRows } from './fixture-rows-v11';
import { artifactRows } from './fixture-rows-v13';

type Row = Record<string, string | number | Buffer | null>;

const T0 = Date.UTC(2026, 0, 15, 9, 30); // fixed, so a regenerated fixture holds the same rows

/** Words the upgrade test searches for through the real stores' FTS queries. */
export const fixtureSearchWords = { message: 'sourdough', memory: 'allergic' } as const;

export const fixtureRows: Record<string, readonly Row[]> = {
  projects: [{ id: 'project-garden', name: 'Garden', folder: '/home/sam/garden', created_at: T0, updated_at: T0 + 5 }],
  conversations: [
    {
      id: 'conv-bread',
      title: 'Baking bread',
      kind: 'chat',
      memory_enabled: 1,
      created_at: T0,
      updated_at: T0 + 60_000,
      model_provider: 'openai',
      model: 'gpt-4o-mini',
      project_id: 'project-garden',
      deleted_at: null,
      active_leaf_id: 'msg-5', // v7: the last message of the path shown
    },
    {
      id: 'conv-quick',
      title: 'Quick question',
      kind: 'quick',
      memory_enabled: 0,
      created_at: T0 + 1_000,
      updated_at: T0 + 2_000,
      model_provider: 'ollama',
      model: 'llama3.1',
      project_id: null,
      deleted_at: null,
      active_leaf_id: 'msg-7', // v7: the last message of the path shown
    },
    {
      id: 'conv-job',
      title: 'Morning digest',
      kind: 'job',
      memory_enabled: 1,
      created_at: T0 + 3_000,
      updated_at: T0 + 4_000,
      model_provider: null,
      model: null,
      project_id: null,
      deleted_at: null,
      active_leaf_id: 'msg-8', // v7: the last message of the path shown
    },
  ],
  messages: [
    message('msg-1', 'conv-bread', 1, 'user', 'How long should my sourdough starter rest?'),
    {
      ...message('msg-2', 'conv-bread', 2, 'assistant', 'Let me check the kitchen timer.'),
      reasoning: 'The person asks about fermentation.',
      tool_calls: JSON.stringify([{ id: 'call-1', name: 'datetime', arguments: '{"timezone":"Europe/Lisbon"}' }]),
      details: JSON.stringify({ usage: { promptTokens: 120, completionTokens: 30 }, finishReason: 'tool_calls' }),
    },
    {
      ...message('msg-3', 'conv-bread', 3, 'tool', '2026-01-15T10:30:00+00:00'),
      tool_call_id: 'call-1',
      tool_name: 'datetime',
    },
    message('msg-4', 'conv-bread', 4, 'assistant', 'Rest the sourdough starter for 8 to 12 hours at room temperature.'),
    { ...message('msg-5', 'conv-bread', 5, 'system', 'Summary of earlier messages.'), details: '{"compaction":{}}' },
    message('msg-6', 'conv-quick', 1, 'user', 'What is the capital of Portugal?'),
    { ...message('msg-7', 'conv-quick', 2, 'assistant', 'Lisbon, but the answer stopped'), status: 'incomplete' },
    { ...message('msg-8', 'conv-job', 1, 'assistant', ''), status: 'error', error: 'The model server did not answer.' },
    // v7: an earlier version of the first question (a branch), not on the path shown.
    message('msg-9', 'conv-bread', 6, 'user', 'How long should my rye starter rest?', null),
  ],
  settings: [
    {
      id: 1,
      document: JSON.stringify({
        provider: { active: 'ollama', ollama: { model: 'llama3.1' } },
        policy: { mode: 'supervised', preapproved: ['weather', 'datetime'] },
        memory: { autoRecall: false },
        workspace: '/home/sam/projects',
      }),
      updated_at: T0,
    },
  ],
  approval_rules: [
    {
      id: 'rule-forever',
      tool: 'shell',
      match_kind: 'prefix',
      match_value: 'git status',
      scope: 'forever',
      conversation_id: null,
      created_at: T0,
      expires_at: null,
      tool_version: null,
    },
    {
      id: 'rule-custom',
      tool: 'my_tool',
      match_kind: 'any',
      match_value: null,
      scope: 'conversation',
      conversation_id: 'conv-bread',
      created_at: T0 + 1,
      expires_at: T0 + 3_600_000,
      tool_version: 'sha256-abc123',
    },
  ],
  memories: [
    memory(1, 'The person is allergic to peanuts.', ['health', 'food'], 'conv-bread'),
    {
      ...memory(2, 'Their cat is named Miso.', ['pets'], null),
      // v8: stored by a run that had read untrusted content
      untrusted_sources: JSON.stringify([{ kind: 'web_page', label: 'garden.example/news' }]),
    },
    // v9: CJK text, indexed through cjk_index_pending
    memory(3, '나는 아침마다 보리차를 마신다', ['음료'], null),
  ],
  jobs: [
    {
      id: 'job-digest',
      name: 'Morning digest',
      schedule_kind: 'cron',
      schedule: '0 8 * * *',
      timezone: 'Europe/Lisbon',
      action: JSON.stringify({ kind: 'agent', prompt: 'Summarize my day' }),
      enabled: 1,
      consecutive_failures: 1,
      last_run_at: T0 + 5_000,
      conversation_id: 'conv-job',
      created_at: T0,
      updated_at: T0 + 5_000,
      deleted_at: null,
    },
    {
      id: 'job-reminder',
      name: 'Water the plants',
      schedule_kind: 'at',
      schedule: '2026-02-01T18:00:00.000Z',
      timezone: 'UTC',
      action: JSON.stringify({ kind: 'reminder', text: 'Water the plants' }),
      enabled: 0,
      consecutive_failures: 0,
      last_run_at: null,
      conversation_id: null,
      created_at: T0,
      updated_at: T0,
      deleted_at: null,
    },
  ],
  job_runs: [
    {
      id: 'run-1',
      job_id: 'job-digest',
      scheduled_for: T0 + 4_000,
      started_at: T0 + 4_100,
      ended_at: T0 + 5_000,
      status: 'error',
      trigger: 'catch_up',
      output: null,
      error: 'timeout',
      conversation_id: 'conv-job',
    },
    {
      id: 'run-2',
      job_id: 'job-digest',
      scheduled_for: null,
      started_at: T0 + 6_000,
      ended_at: T0 + 7_000,
      status: 'ok',
      trigger: 'manual',
      output: 'All quiet.',
      error: null,
      conversation_id: null,
    },
  ],
  tool_definitions: [
    {
      server: 'github',
      tool: 'search_issues',
      hash: 'hash-new',
      accepted_hash: 'hash-old',
      definition: JSON.stringify({ name: 'search_issues', description: 'Search issues (changed)' }),
      accepted_definition: JSON.stringify({ name: 'search_issues', description: 'Search issues' }),
      first_seen: T0,
      changed_at: T0 + 10,
    },
  ],
  custom_tool_trust: [
    {
      file: 'my_tool.mjs',
      version: 'sha256-abc123',
      name: 'my_tool',
      risk: 'read',
      capabilities: JSON.stringify(['network']),
      trusted_at: T0,
    },
  ],
  model_quirks: [{ base_url: 'http://127.0.0.1:11434/v1', model: 'llama3.1', quirk: 'no_native_tools', noted_at: T0 }],
  attachments: [
    {
      sha256: 'a'.repeat(64),
      mime_type: 'image/png',
      size: 68,
      meta: JSON.stringify({ width: 1, height: 1 }),
      created_at: T0,
    },
  ],
  message_attachments: [
    { message_id: 'msg-1', position: 0, sha256: 'a'.repeat(64), name: 'starter.png', kind: 'image' },
  ],
  // v10: an approval that waited when Hearth closed.
  pending_questions: pendingQuestionRows(T0),
  // v11: a knowledge folder with one file and one chunk.
  ...knowledgeRows(T0),
  // v13: an artifact at two versions.
  ...artifactRows(T0),
};

/** Inserts every fixture row into the tables that exist, with the columns that exist, in foreign-key order. */
export function insertFixtureRows(db: Database.Database): void {
  db.transaction(() => {
    for (const [table, rows] of Object.entries(fixtureRows)) {
      const columns = tableColumns(db, table);
      if (columns.size === 0) continue;
      for (const row of rows) insertKnownColumns(db, table, row, columns);
    }
  })();
}

/** The column names of `table`, empty when it does not exist. */
export function tableColumns(db: Database.Database, table: string): Set<string> {
  return new Set(
    db
      .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
      .all(table)
      .map((c) => c.name),
  );
}

function insertKnownColumns(db: Database.Database, table: string, row: Row, columns: Set<string>): void {
  const names = Object.keys(row).filter((name) => columns.has(name));
  const sql = `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`;
  db.prepare(sql).run(...names.map((name) => row[name]));
}

/** `parent`: the message before it on its path (v7 branches); by default the previous seq of the conversation. */
function message(
  id: string,
  conversationId: string,
  seq: number,
  role: string,
  content: string,
  parent: string | null = seq === 1 ? null : `msg-${Number(id.slice(4)) - 1}`,
): Row {
  return {
    id,
    conversation_id: conversationId,
    seq,
    role,
    content,
    reasoning: null,
    tool_calls: null,
    tool_call_id: null,
    tool_name: null,
    status: 'complete',
    error: null,
    details: null,
    created_at: T0 + seq * 1_000,
    updated_at: T0 + seq * 1_000,
    parent_id: parent,
  };
}

function memory(id: number, content: string, tags: string[], conversationId: string | null): Row {
  return {
    id,
    content,
    tags: JSON.stringify(tags),
    conversation_id: conversationId,
    created_at: T0 + id,
    updated_at: T0 + id,
    deleted_at: null,
    untrusted_sources: null, // v8
  };
}
