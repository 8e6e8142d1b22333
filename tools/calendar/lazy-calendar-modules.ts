// tsdav and ical.js load on the first calendar call, never on the path to ready (ARCHITECTURE.md, "The path to
// ready stays light"); every calendar file reaches them through these two functions.
import type * as TsdavModule from 'tsdav';
import type ICALModule from 'ical.js';

export type Tsdav = typeof TsdavModule;
export type ICAL = typeof ICALModule;

let tsdav: Promise<Tsdav> | undefined;
let ical: Promise<ICAL> | undefined;

export function loadTsdav(): Promise<Tsdav> {
  tsdav ??= import('tsdav');
  return tsdav;
}

export function loadIcal(): Promise<ICAL> {
  ical ??= import('ical.js').then((module) => module.default);
  return ical;
}
