// The Memory section's store (a zustand factory): the list or search results page by page, and edits and deletes
// that go through main and are read back. Answers to an older search than the one showing are dropped.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MemoryView } from '../../../electron/shared/contract';
import { dataOf, describeError, type HearthApi } from '../api';

export type MemoryApi = Pick<HearthApi, 'memoryList' | 'memoryEdit' | 'memoryDelete'>;
export type MemoryOutcome = { ok: true } | { ok: false; error: string };

export const MEMORY_PAGE_SIZE = 50;

export interface MemoryState {
  query: string;
  items: MemoryView[];
  /** Every memory there is (null while searching). */
  total: number | null;
  nextOffset: number | null;
  loading: boolean;
  loaded: boolean;
  problem: string | null;
  /** Lists from the start for this query ('' lists everything, newest first). */
  search: (query: string) => Promise<void>;
  loadMore: () => Promise<void>;
  edit: (id: number, content: string, tags: string[]) => Promise<MemoryOutcome>;
  remove: (id: number) => Promise<MemoryOutcome>;
}

export type MemoryStore = StoreApi<MemoryState>;

export function createMemoryStore(api: MemoryApi): MemoryStore {
  return createStore<MemoryState>()((set, get) => {
    let latest = 0;
    const fetchPage = async (query: string, offset: number, append: boolean) => {
      const ticket = ++latest;
      set({ loading: true });
      try {
        const page = dataOf(
          await api.memoryList({ offset, limit: MEMORY_PAGE_SIZE, ...(query.trim() ? { query } : {}) }),
        );
        if (ticket !== latest) return;
        set((state) => ({
          items: append
            ? [...state.items, ...page.items.filter((item) => !state.items.some((shown) => shown.id === item.id))]
            : page.items,
          total: page.total,
          nextOffset: page.nextOffset,
          loading: false,
          loaded: true,
          problem: null,
        }));
      } catch (error) {
        if (ticket === latest) set({ loading: false, problem: describeError(error) });
      }
    };

    return {
      query: '',
      items: [],
      total: null,
      nextOffset: null,
      loading: false,
      loaded: false,
      problem: null,
      search: async (query) => {
        set({ query });
        await fetchPage(query, 0, false);
      },
      loadMore: async () => {
        const { nextOffset, query } = get();
        if (nextOffset !== null) await fetchPage(query, nextOffset, true);
      },
      edit: async (id, content, tags) => {
        try {
          const result = await api.memoryEdit({ id, content, tags });
          if (!result.ok) return { ok: false, error: result.error.message };
          set((state) => ({ items: state.items.map((item) => (item.id === id ? result.data : item)) }));
          return { ok: true };
        } catch (error) {
          return { ok: false, error: describeError(error) };
        }
      },
      remove: async (id) => {
        try {
          const result = await api.memoryDelete({ id });
          // `not_found`: it was already gone, so it leaves the list too (and the count did not include it).
          if (!result.ok && result.error.kind !== 'not_found') return { ok: false, error: result.error.message };
          const deleted = result.ok;
          set((state) => ({
            items: state.items.filter((item) => item.id !== id),
            total: state.total === null ? null : Math.max(0, state.total - (deleted ? 1 : 0)),
            nextOffset: state.nextOffset === null ? null : Math.max(0, state.nextOffset - 1),
          }));
          return result.ok ? { ok: true } : { ok: false, error: result.error.message };
        } catch (error) {
          return { ok: false, error: describeError(error) };
        }
      },
    };
  });
}
