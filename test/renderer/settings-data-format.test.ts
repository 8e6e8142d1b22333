// The Memory and Scheduled-jobs sections' wording: where a memory came from, tags typed as text, what a run
// produced, long text cut to a first line, and time zones left out where the schedule already names them.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadUiCatalog } from '../../renderer/src/i18n/i18n';
import {
  firstLine,
  memoryOrigin,
  parseTagText,
  runText,
  wasEdited,
  withoutZone,
} from '../../renderer/src/settings/settings-data-format';

const at = Date.UTC(2026, 2, 12, 10, 0);

// The English catalog, loaded as the page loads it before its first paint.
beforeAll(() => loadUiCatalog('en'));
describe('memoryOrigin', () => {
  it('names the conversation and links it while it exists', () => {
    const origin = memoryOrigin({ conversationId: 'c1', conversationTitle: 'Trip to Lisbon', createdAt: at });
    expect(origin.linked).toBe(true);
    expect(origin.label).toMatch(/^from: Trip to Lisbon · .*2026/);
  });
  it('says when the conversation is gone, or there was none, without a link', () => {
    expect(memoryOrigin({ conversationId: 'c1', conversationTitle: null, createdAt: at })).toMatchObject({
      linked: false,
      label: expect.stringMatching(/^from: a conversation since deleted · /),
    });
    expect(memoryOrigin({ conversationId: null, conversationTitle: null, createdAt: at })).toMatchObject({
      linked: false,
      label: expect.stringMatching(/^added /),
    });
    expect(memoryOrigin({ conversationId: 'c2', conversationTitle: '', createdAt: at }).label).toMatch(
      /^from: Untitled conversation · /,
    );
  });
  it('counts a memory as edited only a second or more after it was stored', () => {
    expect(wasEdited({ createdAt: at, updatedAt: at + 999 })).toBe(false);
    expect(wasEdited({ createdAt: at, updatedAt: at + 1_000 })).toBe(true);
  });
});

describe('tags and run text', () => {
  it('splits tags on commas, trimmed, without blanks or repeats', () => {
    expect(parseTagText(' travel, Flights ,, travel,  ')).toEqual(['travel', 'Flights']);
    expect(parseTagText('')).toEqual([]);
  });
  it('shows the output of a good run and the error of a failed or skipped one', () => {
    expect(runText({ status: 'ok', output: 'posted', error: null })).toBe('posted');
    expect(runText({ status: 'error', output: 'partial', error: 'timed out' })).toBe('timed out');
    expect(runText({ status: 'skipped', output: null, error: 'The previous run was still going.' })).toBe(
      'The previous run was still going.',
    );
    expect(runText({ status: 'running', output: null, error: null })).toBe('');
  });
  it('cuts long text to its first line and says whether anything was left out', () => {
    expect(firstLine('One line')).toEqual({ line: 'One line', cut: false });
    expect(firstLine('First\nSecond')).toEqual({ line: 'First', cut: true });
    expect(firstLine('x'.repeat(200), 10)).toEqual({ line: `${'x'.repeat(10)}…`, cut: true });
  });
  it('drops the zone only when it is the job’s own', () => {
    expect(withoutZone('Sat 21 Nov 2026, 18:00 (Europe/Berlin)', 'Europe/Berlin')).toBe('Sat 21 Nov 2026, 18:00');
    expect(withoutZone('Sat 21 Nov 2026, 18:00 (UTC)', 'Europe/Berlin')).toBe('Sat 21 Nov 2026, 18:00 (UTC)');
  });
});
