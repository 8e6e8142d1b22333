// Japanese: the "Upgrading your history" screen the main window shows while the database is upgraded (renderer/src/upgrade/).
export const upgrade = {
  upgrade: {
    title: '履歴を更新しています',
    intro:
      'このバージョンの Hearth は会話を新しい形式で保存します。履歴が長いと 1 分ほどかかります。終わるとアプリが自動で開きます。',
    progress: '更新の進行状況',
    backingUp: 'まず履歴のバックアップを作成しています…',
    step: 'ステップ {{step}} / {{steps}}',
    stepRows: 'ステップ {{step}} / {{steps}}：{{total}} 件中 {{done}} 件',
    backupAt: 'バックアップの保存先：{{file}}',
    failedTitle: '履歴を更新できませんでした',
    failed: '更新が中断されました：{{reason}}',
    nothingLost:
      '何も失われていません。更新の各ステップはすべて完了するか、まったく行われないかのどちらかなので、履歴は失敗したステップの前の状態のままです。Hearth を終了してもう一度開くと再試行します。',
  },
};
