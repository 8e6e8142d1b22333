// What find in conversation highlights, read in the page: shared by the find and long-answer e2e tests.

/** The highlighted current match as "row:text" (CSS Custom Highlight API), or "none". */
export const currentMatchScript = `(() => {
  const highlight = CSS.highlights.get('hearth-find-current');
  const range = highlight ? [...highlight][0] : undefined;
  const row = range?.startContainer.parentElement?.closest('[data-index]');
  return range ? row?.getAttribute('data-index') + ':' + range.toString() : 'none';
})()`;
