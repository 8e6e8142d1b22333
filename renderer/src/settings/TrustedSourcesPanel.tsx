// Settings → Permissions: the sources whose output counts as the person's own words (settings `trust.mcpServers`,
// `trust.customTools`, `trust.folders`). Off for everything by default, and it says plainly what ticking one gives up.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { dataOf } from '../api';
import { useProjects, useServices, useSettings } from '../services-context';

type TrustList = 'mcpServers' | 'customTools' | 'folders';

interface Candidate {
  list: TrustList;
  value: string;
  label: string;
}

function toggled(values: readonly string[], value: string, on: boolean): string[] {
  const rest = values.filter((entry) => entry !== value);
  return on ? [...rest, value] : rest;
}

/** The custom tool files in the tools folder (`report.mjs`), as `trust.customTools` names them. */
function useCustomToolFiles(): readonly string[] {
  const { api } = useServices();
  const [files, setFiles] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    api
      .userToolsStatus({})
      .then((result) => {
        const names = dataOf(result).tools.map((tool) => tool.file.replace(/^tools\//, ''));
        if (live) setFiles([...new Set(names)]);
      })
      .catch(() => undefined); // no custom tools host here: nothing to list
    return () => {
      live = false;
    };
  }, [api]);
  return files;
}

export function TrustedSourcesPanel() {
  const { t } = useTranslation();
  const customToolFiles = useCustomToolFiles();
  const settings = useSettings((state) => state.settings)!;
  const set = useSettings((state) => state.set);
  const projects = useProjects((state) => state.projects);
  const candidates: Candidate[] = [
    ...Object.keys(settings.mcp.servers).map((name) => ({
      list: 'mcpServers' as const,
      value: name,
      label: t('trust.mcpServer', { name }),
    })),
    ...customToolFiles.map((file) => ({
      list: 'customTools' as const,
      value: file,
      label: t('trust.customTool', { file }),
    })),
    ...projects.map((project) => ({
      list: 'folders' as const,
      value: project.folder,
      label: t('trust.projectFiles', { name: project.name }),
    })),
  ];
  return (
    <section className="trusted-sources" aria-labelledby="trusted-sources-title">
      <h3 id="trusted-sources-title">{t('trust.title')}</h3>
      <p className="muted">{t('trust.intro')}</p>
      {candidates.length === 0 ? (
        <p className="muted">{t('trust.none')}</p>
      ) : (
        <ul className="trusted-source-list" aria-label={t('trust.title')}>
          {candidates.map((candidate) => {
            const values = settings.trust[candidate.list];
            const trusted = values.includes(candidate.value);
            return (
              <li key={`${candidate.list}:${candidate.value}`}>
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={trusted}
                    aria-label={t('trust.trustWhat', { source: candidate.label })}
                    onChange={(event) =>
                      void set(`trust.${candidate.list}`, toggled(values, candidate.value, event.target.checked))
                    }
                  />
                  <span>{candidate.label}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
