// English: MCP Apps views in tool cards and the side panel (renderer/src/tool-views/mcp-app/), and the per-server switch.
export const mcpApps = {
  mcpApp: {
    expand: 'Open beside the chat',
    closePanel: 'Close the app panel',
    frameTitle: 'App view: {{tool}} ({{server}})',
    loading: 'Loading the app view…',
    failed: 'The app view could not be shown: {{reason}}',
    renderSetting: 'Show app views (MCP Apps)',
    renderSettingOf: 'Show the app views of {{name}}',
    draftFrom: 'Written by the app view of {{app}}: read it before you send it.',
  },
};
