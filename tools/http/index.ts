// http_request as the registry's conditional entry (tools.httpRequest.enabled), its secrets read from the keychain
// through the port the runtime passes in.
import type { Settings } from '../../electron/shared/settings-schema';
import type { ToolEntry } from '../registry';
import { createHttpRequestTool } from './http-request-tool';

export function createHttpRequestEntry(deps: {
  settings: () => Settings;
  readSecret: (name: string) => Promise<string | null>;
}): ToolEntry {
  return {
    tool: createHttpRequestTool({ settings: () => deps.settings().tools.httpRequest, readSecret: deps.readSecret }),
    conditional: {
      settingPath: 'tools.httpRequest.enabled',
      isEnabled: (settings) => settings.tools.httpRequest.enabled,
    },
  };
}
