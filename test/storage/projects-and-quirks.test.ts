// Projects, a conversation's model and project, and model quirks on a real database file.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConversationStore, type ConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, type Db, openDatabase } from '../../electron/storage/database';
import { createModelQuirks } from '../../electron/storage/model-quirks';
import { createProjectStore, type ProjectStore } from '../../electron/storage/projects';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let file: string;
let db: Db;
let clock: number;
let projects: ProjectStore;
let conversations: ConversationStore;

beforeEach(() => {
  file = path.join(temp.make('projects'), 'hearth.db');
  db = openDatabase(file).db;
  clock = 1_000;
  projects = createProjectStore(db, { now: () => clock });
  conversations = createConversationStore(db, { now: () => clock });
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

describe('projects', () => {
  it('creates, lists most recently used first, renames and touches', () => {
    const a = projects.create({ name: 'Garden', folder: '/tmp/garden' });
    clock = 2_000;
    const b = projects.create({ name: 'Taxes', folder: '/tmp/taxes' });
    expect(projects.list().map((p) => p.name)).toEqual(['Taxes', 'Garden']);
    clock = 3_000;
    expect(projects.touch(a.id)).toBe(true);
    expect(projects.list().map((p) => p.id)).toEqual([a.id, b.id]);
    expect(projects.rename(b.id, 'Taxes 2026')).toBe(true);
    expect(projects.get(b.id)).toMatchObject({ name: 'Taxes 2026', folder: '/tmp/taxes' });
    expect(projects.rename('nope', 'x')).toBe(false);
    expect(projects.get('nope')).toBeUndefined();
  });

  it('deleting a project keeps its chats, ungrouped', () => {
    const project = projects.create({ name: 'Garden', folder: '/tmp/garden' });
    const inside = conversations.create({ title: 'Roses', projectId: project.id });
    conversations.appendMessage({ conversationId: inside.id, role: 'user', content: 'When to prune?' });
    expect(conversations.get(inside.id)?.projectId).toBe(project.id);
    expect(projects.remove(project.id)).toBe(true);
    expect(projects.remove(project.id)).toBe(false);
    expect(conversations.get(inside.id)).toMatchObject({ title: 'Roses', projectId: null });
    expect(conversations.listMessages(inside.id)).toHaveLength(1);
  });

  it('moves a chat into and out of a project; an unknown project is refused and nothing changes', () => {
    const project = projects.create({ name: 'Garden', folder: '/tmp/garden' });
    const chat = conversations.create({ title: 'Loose' });
    expect(conversations.setProject(chat.id, project.id)).toBe(true);
    expect(conversations.get(chat.id)?.projectId).toBe(project.id);
    expect(() => conversations.setProject(chat.id, 'no-such-project')).toThrow(/FOREIGN KEY/i);
    expect(conversations.get(chat.id)?.projectId).toBe(project.id);
    expect(conversations.setProject(chat.id, null)).toBe(true);
    expect(conversations.get(chat.id)?.projectId).toBeNull();
    expect(conversations.setProject('gone', null)).toBe(false);
  });
});

describe('a conversation model', () => {
  it('is saved at creation, changed later, and survives reopening the file', () => {
    const chat = conversations.create({ model: { provider: 'ollama', model: 'llama3.1' } });
    expect(conversations.get(chat.id)).toMatchObject({ modelProvider: 'ollama', model: 'llama3.1' });
    expect(conversations.setModel(chat.id, { provider: 'custom', model: 'qwen3' })).toBe(true);
    expect(conversations.setModel('gone', { provider: 'custom', model: 'qwen3' })).toBe(false);
    closeDatabase(db);
    db = openDatabase(file).db;
    expect(createConversationStore(db).get(chat.id)).toMatchObject({ modelProvider: 'custom', model: 'qwen3' });
  });
});

describe('model quirks', () => {
  it('notes a quirk once per base URL + model, and tells new from known', () => {
    const quirks = createModelQuirks(db, { now: () => clock });
    const key = { baseUrl: 'http://127.0.0.1:11434/v1/', model: 'gemma:2b' };
    expect(quirks.has(key, 'no_native_tools')).toBe(false);
    expect(quirks.note(key, 'no_native_tools')).toBe(true);
    expect(quirks.note(key, 'no_native_tools')).toBe(false);
    expect(quirks.has({ ...key, baseUrl: 'http://127.0.0.1:11434/v1' }, 'no_native_tools')).toBe(true);
    expect(quirks.has({ ...key, model: 'llama3.1' }, 'no_native_tools')).toBe(false);
    expect(quirks.has(key, 'no_usage_option')).toBe(false);
    quirks.note(key, 'no_usage_option');
    expect(quirks.list(key)).toEqual(['no_native_tools', 'no_usage_option']);
  });
});
