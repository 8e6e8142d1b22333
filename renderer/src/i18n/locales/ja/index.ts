// The Japanese (日本語) catalog: the English catalog's keys (../en/index.ts), grouped by view.
import type { Catalog } from '../en';
import { approval } from './approval';
import { calendar } from './calendar';
import { chat } from './chat';
import { common } from './common';
import { runs } from './runs';
import { settings } from './settings';
import { setup } from './setup';

export const catalog: Catalog = { ...common, ...chat, ...approval, ...setup, ...settings, ...runs, ...calendar };
