// The settings screen (lazy-loaded): provider and API key, tools, permissions and rules, activity (every tool call and
// why), memory, scheduled jobs, extensions (MCP servers, custom tools) and general options. Everything is read from and
// written to main; nothing secret is ever shown.
import { useEffect, useRef } from 'react';
import { useSettings } from '../services-context';
import { ActivitySection } from './ActivitySection';
import { BackupsSection } from './BackupsSection';
import { ExtensionsSection } from './ExtensionsSection';
import { GeneralSection } from './GeneralSection';
import { PermissionsSection } from './PermissionsSection';
import { JobsSection } from './JobsSection';
import { MemorySection } from './MemorySection';
import { PromptsSection } from './PromptsSection';
import { ProviderSection } from './ProviderSection';
import { ToolsSection } from './ToolsSection';
import { UpdatesSection } from './UpdatesSection';

const sections = [
  ['provider', 'Model provider'],
  ['tools', 'Tools'],
  ['permissions', 'Permissions'],
  ['activity', 'Activity'],
  ['memory', 'Memory'],
  ['jobs', 'Scheduled jobs'],
  ['extensions', 'Extensions'],
  ['prompts', 'Prompts'],
  ['general', 'General'],
  ['updates', 'Updates'],
  ['backups', 'Backups'],
] as const;

export function SettingsScreen({ section }: { section?: string }) {
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
          Settings
        </h1>
        <nav aria-label="Settings sections" className="settings-nav">
          {sections.map(([id, label]) => (
            <button
              key={id}
              type="button"
              className="chip-button"
              onClick={() => document.getElementById(`settings-${id}`)?.scrollIntoView({ block: 'start' })}
            >
              {label}
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
              <strong>Some saved settings were invalid and fell back to defaults:</strong>
              <ul>
                {problems.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
        {!loaded ? <p className="muted">Loading settings…</p> : null}
        {loaded ? (
          <>
            <ProviderSection />
            <ToolsSection />
            <PermissionsSection />
            <ActivitySection />
            <MemorySection />
            <JobsSection />
            <ExtensionsSection />
            <PromptsSection />
            <GeneralSection />
            <UpdatesSection />
            <BackupsSection />
          </>
        ) : null}
      </div>
    </main>
  );
}
