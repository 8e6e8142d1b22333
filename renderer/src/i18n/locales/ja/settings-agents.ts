// Japanese: Settings → Tools, sub-agents (the delegate tool's limits), and Settings → Extensions, the custom tools folder.
export const settingsAgents = {
  subAgents: {
    title: 'サブエージェント',
    intro:
      'タスクを分けられるとき、アシスタントは delegate ツールで各部分をサブエージェントに任せます。次の上限でそれを抑えます。',
    parallel: '同時に動かすサブエージェント数',
    parallelHint: '1〜8。多いほど早く終わりますが、モデルへの同時リクエストも増えます。',
    turns: 'サブエージェントごとのモデルのターン数',
    turnsHint: '1〜50。それ以上必要なサブエージェントは止まり、そこまでの結果を報告します。',
    timeout: 'サブエージェントごとの制限時間（秒）',
    timeoutHint: '5〜3600。その時点でまだ動いているサブエージェントは停止されます。',
    notWholeNumber: '整数を入力してください。',
    customFolder: 'カスタムツールのフォルダー',
    customFolderPlaceholder: '空欄：Hearth のデータフォルダー内の tools フォルダー',
    customFolderHint:
      'どのワークスペースにも含まれない絶対パス。新しいフォルダーは Hearth の次回起動時に読み込まれます。',
  },
};
