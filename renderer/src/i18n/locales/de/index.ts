// The German (Deutsch) catalog: the English catalog's keys (../en/index.ts), grouped by view.
import type { Catalog } from '../en';
import { approval } from './approval';
import { capabilities } from './capabilities';
import { calendar } from './calendar';
import { chat } from './chat';
import { httpRequest } from './http-request';
import { chatParts } from './chat-parts';
import { common } from './common';
import { runs } from './runs';
import { settings } from './settings';
import { settingsActivity } from './settings-activity';
import { settingsBackups } from './settings-backups';
import { settingsExtensions } from './settings-extensions';
import { settingsVoice } from './settings-voice';
import { voiceUi } from './voice-ui';
import { setup } from './setup';
import { weather } from './weather';
import { tools } from './tools';

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
  ...voiceUi,
  ...httpRequest,
  ...chatParts,
  ...weather,
  ...capabilities,
  ...calendar,
  ...tools,
};
