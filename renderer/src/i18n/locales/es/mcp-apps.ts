// Español: MCP Apps views in tool cards and the side panel (renderer/src/tool-views/mcp-app/), and the per-server switch.
export const mcpApps = {
  mcpApp: {
    expand: 'Abrir junto al chat',
    closePanel: 'Cerrar el panel de la app',
    frameTitle: 'Vista de app: {{tool}} ({{server}})',
    loading: 'Cargando la vista de la app…',
    failed: 'No se pudo mostrar la vista de la app: {{reason}}',
    renderSetting: 'Mostrar vistas de apps (MCP Apps)',
    renderSettingOf: 'Mostrar las vistas de apps de {{name}}',
    draftFrom: 'Escrito por la vista de la app de {{app}}: léelo antes de enviarlo.',
  },
};
