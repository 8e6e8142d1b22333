// The English catalog, every view's group together: the source the other languages (locales/<code>/index.ts) follow
// key for key, and the fallback for a key a language lacks.
import { approval } from './approval';
import { approvalNoteGroups } from './approval-notes';
import { capabilities } from './capabilities';
import { calendar } from './calendar';
import { knowledge } from './knowledge';
import { chat } from './chat';
import { httpRequest } from './http-request';
import { chatParts } from './chat-parts';
import { common } from './common';
import { coreWords } from './core-words';
import { gateReasons } from './gate-reasons';
import { mcpImportWords } from './mcp-import-words';
import { runs } from './runs';
import { settings } from './settings';
import { settingsActivity } from './settings-activity';
import { settingsBackups } from './settings-backups';
import { settingsExtensions } from './settings-extensions';
import { settingsVoice } from './settings-voice';
import { settingsAgents } from './settings-agents';
import { settingsSkills } from './settings-skills';
import { voiceUi } from './voice-ui';
import { setup } from './setup';
import { weather } from './weather';
import { tools } from './tools';
import { mcpApps } from './mcp-apps';
import { artifacts } from './artifacts';
import { upgrade } from './upgrade';

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
  ...settingsSkills,
  ...voiceUi,
  ...httpRequest,
  ...chatParts,
  ...weather,
  ...capabilities,
  ...calendar,
  ...knowledge,
  ...tools,
  ...mcpApps,
  ...coreWords,
  ...approvalNoteGroups,
  ...gateReasons,
  ...mcpImportWords,
  ...settingsAgents,
  ...artifacts,
  ...upgrade,
};

/** A catalog: groups of messages by key (plural forms as key_one, key_other… per the language's Intl.PluralRules). */
export type Catalog = Record<string, Record<string, string>>;
