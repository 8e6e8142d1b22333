// Settings → Knowledge's data: the sources from knowledge:list, kept current by knowledge:progress pushes (a pass
// that ends lists again, for the new file counts and skipped files).
import { useCallback, useEffect, useState } from 'react';
import type { KnowledgeListView } from '../../../electron/shared/knowledge-contract';
import { describeError } from '../api';
import { useServices } from '../services-context';

export function useKnowledgeSources(onError: (text: string) => void) {
  const { api } = useServices();
  const [list, setList] = useState<KnowledgeListView | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    api.knowledgeList({}).then(
      (result) => {
        if (!current) return;
        if (!result.ok) return onError(result.error.message);
        setList(result.data);
      },
      (error: unknown) => current && onError(describeError(error)),
    );
    return () => {
      current = false;
    };
  }, [api, version, onError]);

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
    [api, reload],
  );

  return { list, reload };
}
