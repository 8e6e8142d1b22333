// Whether the page is dark now: Hearth's forced theme (`data-theme` on <html>, set by App.tsx) or else the system's.
// The Mermaid diagram follows it, since it is drawn into an image once per theme.
import { useEffect, useState } from 'react';

function isDark(): boolean {
  const forced = document.documentElement.dataset.theme;
  if (forced) return forced === 'dark';
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function useDarkTheme(): boolean {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const update = () => setDark(isDark());
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', update);
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      query.removeEventListener('change', update);
      observer.disconnect();
    };
  }, []);
  return dark;
}
