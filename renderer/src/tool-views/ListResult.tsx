// Tools whose details carry a list (memories, scheduled jobs, search hits): one row per item, with its main text and
// a few short facts. Unknown shapes fall back to the generic result text.
import { useTranslation } from 'react-i18next';
import { formatValue, isRecord } from '../lib/format';

const listKeys = ['items', 'memories', 'jobs', 'results', 'entries', 'matches'];
const titleKeys = ['content', 'text', 'title', 'name', 'prompt', 'path', 'schedule'];

export function listItemsOf(details: unknown): Record<string, unknown>[] | null {
  const list = Array.isArray(details)
    ? details
    : isRecord(details)
      ? listKeys.map((key) => details[key]).find(Array.isArray)
      : undefined;
  if (!Array.isArray(list) || list.length === 0 || !list.every(isRecord)) return null;
  return list as Record<string, unknown>[];
}

export function ListResult({ items }: { items: Record<string, unknown>[] }) {
  const { t } = useTranslation();
  return (
    <ul className="result-list">
      {items.slice(0, 50).map((item, index) => {
        const titleKey = titleKeys.find((key) => typeof item[key] === 'string');
        const facts = Object.entries(item)
          .filter(
            ([key, value]) =>
              key !== titleKey &&
              (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'),
          )
          .slice(0, 4);
        return (
          <li key={index}>
            <span className="result-list-title">{titleKey ? String(item[titleKey]) : formatValue(item)}</span>
            {facts.length > 0 ? (
              <span className="result-list-facts">
                {facts.map(([key, value]) => `${key}: ${String(value)}`).join(' · ')}
              </span>
            ) : null}
          </li>
        );
      })}
      {items.length > 50 ? <li className="tool-note">{t('sources.more', { count: items.length - 50 })}</li> : null}
    </ul>
  );
}
