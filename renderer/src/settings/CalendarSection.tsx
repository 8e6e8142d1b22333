// Settings → Calendar: the CalDAV accounts and .ics subscriptions the calendar tools read (name, kind, address, user;
// never a password), removing one with its password, and the form that tests and adds one (CalendarAccountForm.tsx).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { HearthApi } from '../api';
import { useServices } from '../services-context';
import { CalendarAccountForm } from './CalendarAccountForm';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { useListed } from './use-listed';
import { useSectionAction } from './use-section-action';

const readAccounts = (api: HearthApi) => api.calendarList({});

export function CalendarSection() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { busy, message, setMessage, act } = useSectionAction({ clearMessageFirst: true });
  const showError = useCallback((text: string) => setMessage({ kind: 'error', text }), [setMessage]);
  /** reload() lists the accounts again (after one is added or removed). */
  const { data: accounts, reload } = useListed(readAccounts, showError);

  const remove = (name: string) =>
    act(async () => {
      const result = await api.calendarRemove({ name });
      if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
      setMessage({ kind: 'ok', text: t('calendar.removed', { name }) });
      reload();
    });

  return (
    <section id="settings-calendar" className="settings-section" aria-labelledby="settings-calendar-title">
      <h2 id="settings-calendar-title">{t('calendar.title')}</h2>
      <p className="section-intro">{t('calendar.intro')}</p>
      {accounts && accounts.length === 0 ? <p className="muted empty-note">{t('calendar.none')}</p> : null}
      {accounts && accounts.length > 0 ? (
        <ul className="calendar-list" aria-label={t('calendar.accounts')}>
          {accounts.map((account) => (
            <li key={account.name} className="calendar-row">
              <div className="calendar-row-text">
                <strong>{account.name}</strong>{' '}
                <span className="kind-badge">
                  {account.kind === 'ics' ? t('calendar.kindIcs') : t('calendar.kindCaldav')}
                </span>
                <div className="muted small mono">{account.url}</div>
                {account.user ? (
                  <div className="muted small">
                    {account.hasPassword
                      ? t('calendar.userWithPassword', { user: account.user })
                      : t('calendar.userNoPassword', { user: account.user })}
                  </div>
                ) : null}
              </div>
              <ConfirmDeleteButton
                verb={t('calendar.remove')}
                question={t('calendar.removeQuestion', { name: account.name })}
                ariaLabel={t('calendar.removeLabel', { name: account.name })}
                groupLabel={t('calendar.removeGroup')}
                disabled={busy}
                onConfirm={() => void remove(account.name)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p
          className={message.kind === 'error' ? 'field-error' : 'field-ok'}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
      <CalendarAccountForm
        onAdded={(name, calendars) => {
          setMessage({ kind: 'ok', text: t('calendar.added', { name, calendars: calendars.join(', ') }) });
          reload();
        }}
      />
    </section>
  );
}
