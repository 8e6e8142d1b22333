// 한국어: MCP Apps views in tool cards and the side panel (renderer/src/tool-views/mcp-app/), and the per-server switch.
export const mcpApps = {
  mcpApp: {
    expand: '채팅 옆에 열기',
    closePanel: '앱 패널 닫기',
    frameTitle: '앱 화면: {{tool}} ({{server}})',
    loading: '앱 화면을 불러오는 중…',
    failed: '앱 화면을 표시할 수 없습니다: {{reason}}',
    renderSetting: '앱 화면 표시 (MCP Apps)',
    renderSettingOf: '{{name}}의 앱 화면 표시',
    draftFrom: '{{app}}의 앱 보기가 쓴 글입니다. 보내기 전에 읽어 보세요.',
  },
};
