// 日本語: MCP Apps views in tool cards and the side panel (renderer/src/tool-views/mcp-app/), and the per-server switch.
export const mcpApps = {
  mcpApp: {
    expand: 'チャットの横に開く',
    closePanel: 'アプリのパネルを閉じる',
    frameTitle: 'アプリのビュー: {{tool}}（{{server}}）',
    loading: 'アプリのビューを読み込んでいます…',
    failed: 'アプリのビューを表示できませんでした: {{reason}}',
    renderSetting: 'アプリのビューを表示（MCP Apps）',
    renderSettingOf: '{{name}} のアプリのビューを表示',
    draftFrom: '{{app}} のアプリビューが書いた文章です。送信する前に確認してください。',
  },
};
