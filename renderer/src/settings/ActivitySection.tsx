// Settings → Activity: every tool call from the audit log (over `activity:list`), newest first, with why it was allowed
// or refused and how it went, per-tool figures, older calls on demand, and Revoke for the rule that allowed a call.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntryView, ActivityPage } from '../../../electron/shared/activity-contract';
import { describeError } from '../api';
import { useServices, useSettings } from '../services-context';
import { ActivityRow } from './ActivityRow';
import { ActivityStats } from './ActivityStats';
import { useSectionAction } from './use-section-action';

const pageSize = 30;

interface Listed {
  entries: ActivityEntryView[];
  nextCursor: string | null;
  stats: NonNullable<ActivityPage['stats']>;
  statsOver: number;
  skipped: number;
}

export function ActivitySection() {
  const { t } = useTranslation();
  const { api } = useServices();
  const loadRules = useSettings((state) => state.loadRules);
  const preapproved = useSettings((state) => state.settings?.policy.preapproved);
  const setSetting = useSettings((state) => state.set);
  const [listed, setListed] = useState<Listed | null>(null);
  const { busy, message, setMessage, act } = useSectionAction();

  /** Asks for the newest calls again, as many as are shown now (at least a page); the effect below reads them. */
  const [wanted, setWanted] = useState({ version: 0, count: pageSize });
  const reload = useCallback(
    (count = pageSize) => setWanted((last) => ({ version: last.version + 1, count: Math.max(pageSize, count) })),
    [],
  );
  useEffect(() => {
    let current = true;
    api.activityList({ limit: Math.min(500, wanted.count) }).then(
      (result) => {
        if (!current) return;
        if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
        const page = result.data;
        setListed({
          entries: page.entries,
          nextCursor: page.nextCursor,
          stats: page.stats ?? [],
          statsOver: page.statsOver,
          skipped: page.skipped.length,
        });
      },
      (error: unknown) => current && setMessage({ kind: 'error', text: describeError(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, wanted, setMessage]);

  const older = () =>
    act(async () => {
      if (!listed?.nextCursor) return;
      const result = await api.activityList({ before: listed.nextCursor, limit: pageSize });
      if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
      const page = result.data;
      setListed({
        ...listed,
        entries: [...listed.entries, ...page.entries],
        nextCursor: page.nextCursor,
        skipped: listed.skipped + page.skipped.length,
      });
    });

  const revoke = (ruleId: string) =>
    act(async () => {
      const result = await api.rulesRevoke({ ruleId });
      setMessage(
        result.ok ? { kind: 'ok', text: t('activity.revoked') } : { kind: 'error', text: result.error.message },
      );
      reload(listed?.entries.length);
      await loadRules();
    });

  const stopPreapproving = (tool: string) =>
    act(async () => {
      const saved = await setSetting(
        'policy.preapproved',
        (preapproved ?? []).filter((name) => name !== tool),
      );
      setMessage(
        saved.ok ? { kind: 'ok', text: t('activity.notPreapproved', { tool }) } : { kind: 'error', text: saved.error },
      );
      reload(listed?.entries.length);
    });

  return (
    <section id="settings-activity" className="settings-section" aria-labelledby="settings-activity-title">
      <div className="rules-header">
        <h2 id="settings-activity-title">{t('settings.activity')}</h2>
        <button
          type="button"
          className="ghost-button small"
          disabled={busy}
          onClick={() => reload(listed?.entries.length)}
        >
          {t('settingsList.refresh')}
        </button>
      </div>
      <p className="section-intro">{t('activity.intro')}</p>
      {message ? (
        <p className={message.kind === 'error' ? 'run-banner error' : 'activity-message'} role="status">
          {message.text}
        </p>
      ) : null}
      {listed === null ? <p className="muted">{t('activity.loading')}</p> : null}
      {listed && listed.skipped > 0 ? (
        <p className="warn-box" role="note">
          {t('activity.skipped', { count: listed.skipped })}
        </p>
      ) : null}
      {listed && listed.entries.length === 0 ? <p className="muted">{t('activity.empty')}</p> : null}
      {listed && listed.entries.length > 0 ? (
        <>
          <ActivityStats stats={listed.stats} over={listed.statsOver} />
          <ul className="activity-list" aria-label={t('activity.list')}>
            {listed.entries.map((entry) => (
              <ActivityRow
                key={`${entry.runId}:${entry.callId}`}
                entry={entry}
                onRevoke={(id) => void revoke(id)}
                onStopPreapproving={(tool) => void stopPreapproving(tool)}
              />
            ))}
          </ul>
          {listed.nextCursor ? (
            <button type="button" className="ghost-button small" disabled={busy} onClick={() => void older()}>
              {t('activity.older')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
