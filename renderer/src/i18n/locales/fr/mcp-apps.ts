// Français: MCP Apps views in tool cards and the side panel (renderer/src/tool-views/mcp-app/), and the per-server switch.
export const mcpApps = {
  mcpApp: {
    expand: 'Ouvrir à côté du chat',
    closePanel: 'Fermer le panneau de l’app',
    frameTitle: 'Vue d’app : {{tool}} ({{server}})',
    loading: 'Chargement de la vue de l’app…',
    failed: 'La vue de l’app n’a pas pu être affichée : {{reason}}',
    renderSetting: 'Afficher les vues d’apps (MCP Apps)',
    renderSettingOf: 'Afficher les vues d’apps de {{name}}',
    draftFrom: 'Écrit par la vue d’app de {{app}} : lisez-le avant de l’envoyer.',
  },
};
