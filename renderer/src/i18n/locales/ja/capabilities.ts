// Japanese (日本語): what a model can do (settings/ModelCapabilitiesPanel.tsx), Claude's thinking budget, the
// notice for a model without tools and the context meter's breakdown (chat/ContextMeter.tsx).
export const capabilities = {
  capabilities: {
    title: '{{model}} にできること',
    intro:
      'サーバーが示す場合はサーバー（Ollama、LM Studio）から読み取り、示さない場合はこのプロバイダーの設定を使います。値が違う場合はここで修正してください。修正はこのモデルにだけ適用されます。',
    noModel: 'モデルを選ぶと、できることが表示されます。',
    toolCalling: 'ツール呼び出し',
    vision: '画像認識',
    contextTokens: 'コンテキストウィンドウ',
    tools_native: 'ネイティブのツール呼び出し',
    tools_xml: 'プロンプトでツールを説明（XML）',
    tools_none: 'ツールなし',
    vision_yes: '画像を扱える',
    vision_no: '画像なし',
    source_server: 'サーバーから読み取り',
    source_setting: '設定から',
    source_default: '既定値',
    tokens: '{{tokens}} トークン',
    correct: '修正: {{what}}',
    correctWindow: '修正: コンテキストウィンドウ',
    asRead: '読み取りどおり（修正なし）',
    windowHint: 'トークン数（例: 8192）。空欄にすると読み取った値を使います。',
    readAgain: 'サーバーに再度問い合わせる',
    reading: '問い合わせ中…',
    serverNote: 'サーバーに問い合わせできませんでした: {{reason}}',
    thinking: '拡張思考の予算',
    thinkingHint: 'Claude が回答前に思考に使えるトークン数。1024 以上、0 で思考をオフにします。',
    noToolsNotice:
      '{{model}} はツールを呼び出せないため、このチャットはツールなしで動作します。設定 → モデルプロバイダーで修正できます。',
    meterSystem: 'システムプロンプト: {{tokens}}',
    meterTools: 'ツール定義: {{tokens}}',
    meterHistory: '会話: {{tokens}}',
  },
};
