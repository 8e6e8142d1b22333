// The Korean (한국어) catalog: the English catalog's keys (../en/index.ts), grouped by view.
import type { Catalog } from '../en';
import { approval } from './approval';
import { chat } from './chat';
import { httpRequest } from './http-request';
import { common } from './common';
import { runs } from './runs';
import { settings } from './settings';
import { settingsActivity } from './settings-activity';
import { settingsBackups } from './settings-backups';
import { settingsExtensions } from './settings-extensions';
import { settingsVoice } from './settings-voice';
import { setup } from './setup';

export const catalog: Catalog = {
  ...common,
  ...chat,
  ...approval,
  ...setup,
  ...settings,
  ...runs,
  ...settingsActivity,
  ...settingsExtensions,
  ...settingsBackups,
  ...settingsVoice,
  ...httpRequest,
};
