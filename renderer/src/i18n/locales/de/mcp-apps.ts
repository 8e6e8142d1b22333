// Deutsch: MCP Apps views in tool cards and the side panel (renderer/src/tool-views/mcp-app/), and the per-server switch.
export const mcpApps = {
  mcpApp: {
    expand: 'Neben dem Chat öffnen',
    closePanel: 'App-Bereich schließen',
    frameTitle: 'App-Ansicht: {{tool}} ({{server}})',
    loading: 'App-Ansicht wird geladen …',
    failed: 'Die App-Ansicht konnte nicht angezeigt werden: {{reason}}',
    renderSetting: 'App-Ansichten zeigen (MCP Apps)',
    renderSettingOf: 'App-Ansichten von {{name}} zeigen',
    draftFrom: 'Von der App-Ansicht von {{app}} geschrieben: Lies es, bevor du es sendest.',
  },
};
