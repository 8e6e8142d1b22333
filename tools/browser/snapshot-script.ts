// The script a snapshot runs inside the page (kept as source text because it executes in the browser, not Node):
// it reads the visible text and lists visible interactive elements, giving each a stable `data-hearth-ref`.

export interface RawElement {
  ref: string;
  role: string;
  name: string;
  /** Extra facts: type, value, href, checked, disabled, options. */
  facts: string[];
}

export interface RawSnapshot {
  url: string;
  title: string;
  text: string;
  elements: RawElement[];
  /** Visible interactive elements beyond the listing limit. */
  omittedElements: number;
  /** Every http(s) link of the page (`a[href]`, visible or not), absolute, at most 500. */
  links: string[];
}

export const refAttribute = 'data-hearth-ref';

/** A function expression taking `{ maxElements, maxTextChars }`; see readSnapshot in snapshot.ts. */
export const snapshotScript = `(({ maxElements, maxTextChars }) => {
  const REF = '${refAttribute}';
  const root = document.documentElement;
  let next = Number(root.getAttribute('data-hearth-next-ref')) || 1;
  const clip = (value, max) => {
    const text = String(value ?? '').replace(/\\s+/g, ' ').trim();
    return text.length > max ? text.slice(0, max - 1) + '…' : text;
  };
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const implicitRole = (el) => {
    const tag = el.tagName.toLowerCase();
    if (tag === 'a') return 'link';
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'select') return el.multiple ? 'listbox' : 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'input') {
      const type = (el.getAttribute('type') || 'text').toLowerCase();
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'range') return 'slider';
      if (type === 'search') return 'searchbox';
      return 'textbox';
    }
    if (el.isContentEditable) return 'textbox';
    return 'clickable';
  };
  const accessibleName = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label;
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy.split(/\\s+/).map((id) => document.getElementById(id)?.innerText ?? '').join(' ');
      if (text.trim()) return text;
    }
    if (el.labels && el.labels.length > 0) return Array.from(el.labels).map((l) => l.innerText).join(' ');
    const tag = el.tagName.toLowerCase();
    if (tag === 'input' && ['button', 'submit', 'reset'].includes((el.type || '').toLowerCase())) return el.value || el.type;
    if (tag !== 'input' && tag !== 'textarea' && tag !== 'select' && el.innerText && el.innerText.trim()) return el.innerText;
    const img = el.querySelector && el.querySelector('img[alt]');
    return el.getAttribute('placeholder') || el.getAttribute('title') || el.getAttribute('alt') || (img && img.getAttribute('alt')) || el.getAttribute('name') || '';
  };
  const factsOf = (el, role) => {
    const facts = [];
    const tag = el.tagName.toLowerCase();
    if (tag === 'a' && el.href) facts.push('-> ' + clip(el.href, 150));
    if (tag === 'input') {
      const type = (el.type || 'text').toLowerCase();
      if (type !== 'text' && role !== 'button' && role !== type) facts.push('type=' + type);
      if (role === 'checkbox' || role === 'radio') facts.push(el.checked ? 'checked' : 'unchecked');
      else if (type === 'password') facts.push(el.value ? 'value=(' + el.value.length + ' characters hidden)' : 'value=""');
      else if (role !== 'button') facts.push('value=' + JSON.stringify(clip(el.value, 200)));
    }
    if (tag === 'textarea') facts.push('value=' + JSON.stringify(clip(el.value, 200)));
    if (tag === 'select') {
      const chosen = Array.from(el.selectedOptions).map((o) => clip(o.label || o.text, 60));
      facts.push('selected=' + JSON.stringify(chosen.join(', ')));
      const options = Array.from(el.options).slice(0, 25).map((o) => JSON.stringify(clip(o.label || o.text, 60)));
      facts.push('options: ' + options.join(', ') + (el.options.length > 25 ? ', … (' + el.options.length + ' in all)' : ''));
    }
    if (el.disabled || el.getAttribute('aria-disabled') === 'true') facts.push('disabled');
    return facts;
  };
  const selector = [
    'a[href]', 'button', 'input:not([type=hidden])', 'textarea', 'select', 'summary', '[contenteditable=""]', '[contenteditable=true]',
    '[role=button]', '[role=link]', '[role=checkbox]', '[role=radio]', '[role=tab]', '[role=menuitem]', '[role=option]',
    '[role=switch]', '[role=textbox]', '[role=combobox]', '[role=searchbox]', '[onclick]',
  ].join(',');
  const used = new Set();
  const elements = [];
  let omitted = 0;
  for (const el of document.querySelectorAll(selector)) {
    if (!visible(el)) continue;
    if (elements.length >= maxElements) { omitted++; continue; }
    let ref = el.getAttribute(REF);
    if (!ref || used.has(ref) || !/^[0-9]+$/.test(ref)) {
      while (used.has(String(next)) || document.querySelector('[' + REF + '="' + next + '"]')) next++;
      ref = String(next++);
      el.setAttribute(REF, ref);
    }
    used.add(ref);
    const role = el.getAttribute('role') || implicitRole(el);
    elements.push({ ref, role, name: clip(accessibleName(el), 100), facts: factsOf(el, role) });
  }
  root.setAttribute('data-hearth-next-ref', String(next));
  const body = document.body ? document.body.innerText : '';
  const text = body.replace(/[ \\t\\u00a0]+/g, ' ').replace(/ ?\\n ?/g, '\\n').replace(/\\n{3,}/g, '\\n\\n').trim();
  const links = Array.from(document.querySelectorAll('a[href]'), (a) => a.href).filter((href) => /^https?:/i.test(href)).slice(0, 500);
  return { url: location.href, title: document.title, text: text.slice(0, maxTextChars), elements, omittedElements: omitted, links };
})`;
