// A settings section's list read from main (accounts, skills, knowledge sources): read on mount and again on
// reload(), a late answer of an earlier read dropped, a failure handed to the section's message.
import { useCallback, useEffect, useState } from 'react';
import { describeError, type HearthApi, type InvokeResult } from '../api';
import { useServices } from '../services-context';

/** `read` must be stable (a module-level function): it is an effect dependency. */
export function useListed<T>(read: (api: HearthApi) => Promise<InvokeResult<T>>, onError: (text: string) => void) {
  const { api } = useServices();
  const [data, setData] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  useEffect(() => {
    let current = true;
    read(api).then(
      (result) => {
        if (!current) return;
        if (!result.ok) return onError(result.error.message);
        setData(result.data);
      },
      (error: unknown) => current && onError(describeError(error)),
    );
    return () => {
      current = false;
    };
  }, [api, read, version, onError]);
  return { data, setData, reload };
}
