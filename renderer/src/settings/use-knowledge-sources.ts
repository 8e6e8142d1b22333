// Settings → Knowledge's data: the sources from knowledge:list, kept current by knowledge:progress pushes (a pass
// that ends lists again, for the new file counts and skipped files).
import { useEffect } from 'react';
import type { HearthApi } from '../api';
import { useServices } from '../services-context';
import { useListed } from './use-listed';

const readSources = (api: HearthApi) => api.knowledgeList({});

export function useKnowledgeSources(onError: (text: string) => void) {
  const { api } = useServices();
  const { data: list, setData: setList, reload } = useListed(readSources, onError);

  useEffect(
    () =>
      api.on('knowledge:progress', (progress) => {
        setList((before) =>
          before
            ? {
                ...before,
                sources: before.sources.map((source) =>
                  source.id === progress.sourceId ? { ...source, progress } : source,
                ),
              }
            : before,
        );
        if (progress.state === 'idle' || progress.state === 'paused') reload();
      }),
    [api, reload, setList],
  );

  return { list, reload };
}
