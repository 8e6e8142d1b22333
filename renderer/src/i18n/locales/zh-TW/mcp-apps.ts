// 繁體中文: MCP Apps views in tool cards and the side panel (renderer/src/tool-views/mcp-app/), and the per-server switch.
export const mcpApps = {
  mcpApp: {
    expand: '在聊天旁開啟',
    closePanel: '關閉應用程式面板',
    frameTitle: '應用程式檢視：{{tool}}（{{server}}）',
    loading: '正在載入應用程式檢視…',
    failed: '無法顯示應用程式檢視：{{reason}}',
    renderSetting: '顯示應用程式檢視（MCP Apps）',
    renderSettingOf: '顯示 {{name}} 的應用程式檢視',
    draftFrom: '由 {{app}} 的應用程式檢視寫入：傳送前請先閱讀。',
  },
};
