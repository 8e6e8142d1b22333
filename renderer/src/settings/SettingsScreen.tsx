// The settings screen (lazy-loaded): provider and API key, tools, permissions and rules, activity (every tool call and
// why), memory, scheduled jobs, extensions (MCP servers, custom tools), voice and general options. Everything is read from and
// written to main; nothing secret is ever shown.
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { useSettings } from '../services-context';
import { ActivitySection } from './ActivitySection';
import { BackupsSection } from './BackupsSection';
import { CalendarSection } from './CalendarSection';
import { ExtensionsSection } from './ExtensionsSection';
import { GeneralSection } from './GeneralSection';
import { PermissionsSection } from './PermissionsSection';
import { JobsSection } from './JobsSection';
import { KnowledgeSection } from './KnowledgeSection';
import { MemorySection } from './MemorySection';
import { PromptsSection } from './PromptsSection';
import { ProviderSection } from './ProviderSection';
import { SkillsSection } from './SkillsSection';
import { ToolsSection } from './ToolsSection';
import { UpdatesSection } from './UpdatesSection';
import { VoiceSection } from './VoiceSection';

const sections = [
  ['provider', 'settings.provider'],
  ['tools', 'settings.tools'],
  ['calendar', 'calendar.title'],
  ['permissions', 'settings.permissions'],
  ['activity', 'settings.activity'],
  ['memory', 'settings.memory'],
  ['knowledge', 'knowledge.title'],
  ['jobs', 'settings.jobs'],
  ['extensions', 'settings.extensions'],
  ['skills', 'skills.title'],
  ['prompts', 'settings.prompts'],
  ['voice', 'voice.title'],
  ['general', 'settings.general'],
  ['updates', 'settings.updates'],
  ['backups', 'settings.backups'],
] as const;

export function SettingsScreen({ section }: { section?: string }) {
  const { t } = useTranslation();
  const loaded = useSettings((state) => state.loaded);
  const problem = useSettings((state) => state.problem);
  const problems = useSettings((state) => state.problems);
  const load = useSettings((state) => state.load);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void load();
    headingRef.current?.focus();
  }, [load]);

  useEffect(() => {
    if (loaded && section) document.getElementById(`settings-${section}`)?.scrollIntoView({ block: 'start' });
  }, [loaded, section]);

  return (
    <main className="settings" aria-labelledby="settings-title">
      <header className="settings-header">
        <h1 id="settings-title" ref={headingRef} tabIndex={-1}>
          {t('sidebar.settings')}
        </h1>
        <nav aria-label={t('settings.sections')} className="settings-nav">
          {sections.map(([id, label]) => (
            <button
              key={id}
              type="button"
              className="chip-button"
              onClick={() => document.getElementById(`settings-${id}`)?.scrollIntoView({ block: 'start' })}
            >
              {t(label)}
            </button>
          ))}
        </nav>
      </header>
      <div className="settings-scroll">
        {problem ? (
          <p className="run-banner error" role="alert">
            {problem}
          </p>
        ) : null}
        {problems.length > 0 ? (
          <div className="warn-box" role="note">
            <div>
              <strong>{t('settings.invalid')}</strong>
              <ul>
                {problems.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
        {!loaded ? <p className="muted">{t('settings.loading')}</p> : null}
        {loaded ? (
          <>
            <ProviderSection />
            <ToolsSection />
            <CalendarSection />
            <PermissionsSection />
            <ActivitySection />
            <MemorySection />
            <KnowledgeSection />
            <JobsSection />
            <ExtensionsSection />
            <SkillsSection />
            <PromptsSection />
            <VoiceSection />
            <GeneralSection />
            <UpdatesSection />
            <BackupsSection />
          </>
        ) : null}
      </div>
    </main>
  );
}
