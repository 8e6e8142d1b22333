// The English catalog, every view's group together: the source the other languages (locales/<code>/index.ts) follow
// key for key, and the fallback for a key a language lacks.
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

export const en = {
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

/** A catalog: groups of messages by key (plural forms as key_one, key_other… per the language's Intl.PluralRules). */
export type Catalog = Record<string, Record<string, string>>;
