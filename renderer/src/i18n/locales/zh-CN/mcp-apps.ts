// 简体中文: MCP Apps views in tool cards and the side panel (renderer/src/tool-views/mcp-app/), and the per-server switch.
export const mcpApps = {
  mcpApp: {
    expand: '在聊天旁打开',
    closePanel: '关闭应用面板',
    frameTitle: '应用视图：{{tool}}（{{server}}）',
    loading: '正在加载应用视图…',
    failed: '无法显示应用视图：{{reason}}',
    renderSetting: '显示应用视图（MCP Apps）',
    renderSettingOf: '显示 {{name}} 的应用视图',
    draftFrom: '由 {{app}} 的应用视图写入：发送前请先阅读。',
  },
};
