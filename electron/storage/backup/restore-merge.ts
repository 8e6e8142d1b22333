// Restore merges, never overwrites: plans what a backup (already migrated to this schema) adds to the live database —
// projects, attachments and settings here; conversations, memories and jobs (switched off) in restore-*.ts beside it —
// keeps newer local items, turns a clash (same id, different content, local not newer) into a copy, then applies the
// plan in one transaction. Approval rules, trusted tools and the approval policy are never taken from a file.
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { planConversations } from './restore-conversations';
import { fileNames, writeFiles } from './restore-files';
import { planJobs } from './restore-jobs';
import { planMemories } from './restore-memories';
import { emptyRestorePreview, type RestorePreview } from './restore-preview';
import { all, ids, insert, one, type RestoreStep } from './restore-rows';

export type { RestorePreview } from './restore-preview';

/**
 * How far a restore is, for the person waiting: 'plan' counts the backup's conversations compared (the long part of a
 * big history), 'apply' the steps written.
 */
export type RestoreProgress = (progress: { stage: 'plan' | 'apply'; done: number; total: number }) => void;

interface Plan {
  preview: RestorePreview;
  apply: (live: Database.Database) => void;
}

/** Settings sections never taken from a file: what may run without asking, and which programs start. */
const SETTINGS_NOT_RESTORED = ['policy', 'mcp'];

export function planRestore(
  live: Database.Database,
  source: Database.Database,
  attachmentsDir: string,
  onProgress?: RestoreProgress,
): Plan {
  const steps: RestoreStep[] = [];
  const preview: RestorePreview = emptyRestorePreview();

  // Projects first (conversations point at them).
  const liveProjects = new Set(ids(live, 'projects'));
  for (const project of all(source, 'SELECT * FROM projects ORDER BY created_at')) {
    if (liveProjects.has(String(project.id))) continue;
    preview.projects.push(String(project.name));
    steps.push((db) => insert(db, 'projects', project));
  }
  const sourceProjects = new Set(ids(source, 'projects'));
  const projectExists = (id: unknown) =>
    id === null || id === undefined || liveProjects.has(String(id)) || sourceProjects.has(String(id));

  planConversations(live, source, preview, steps, projectExists, (done, total) =>
    onProgress?.({ stage: 'plan', done, total }),
  );
  planMemories(live, source, preview, steps);
  planJobs(live, source, preview, steps);

  for (const attachment of all(source, 'SELECT * FROM attachments')) {
    if (one(live, 'SELECT 1 AS x FROM attachments WHERE sha256 = ?', attachment.sha256)) continue;
    preview.attachments += 1;
    steps.unshift((db) => insert(db, 'attachments', attachment)); // before the messages that reference them
  }
  const files = fileNames(source).filter((name) => !fs.existsSync(path.join(attachmentsDir, name)));

  const liveSettings = one(live, 'SELECT 1 AS x FROM settings WHERE id = 1');
  const sourceSettings = one(source, 'SELECT document FROM settings WHERE id = 1') as { document: string } | undefined;
  if (!liveSettings && sourceSettings) {
    preview.settings = true;
    steps.push((db) =>
      db
        .prepare('INSERT INTO settings (id, document, updated_at) VALUES (1, ?, ?)')
        .run(withoutSections(sourceSettings.document), Date.now()),
    );
  }
  const quirks = all(source, 'SELECT * FROM model_quirks');
  steps.push((db) => quirks.forEach((quirk) => insert(db, 'model_quirks', quirk, 'OR IGNORE')));

  return {
    preview,
    apply: (db) => {
      writeFiles(source, files, attachmentsDir); // content-addressed and checked: safe to write before the rows
      db.transaction(() => {
        steps.forEach((step, index) => {
          step(db);
          onProgress?.({ stage: 'apply', done: index + 1, total: steps.length });
        });
      }).immediate();
    },
  };
}

function withoutSections(document: string): string {
  try {
    const parsed = JSON.parse(document) as Record<string, unknown>;
    for (const section of SETTINGS_NOT_RESTORED) delete parsed[section];
    return JSON.stringify(parsed);
  } catch {
    return '{}';
  }
}
