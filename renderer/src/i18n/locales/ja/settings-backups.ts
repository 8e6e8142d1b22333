// Japanese (日本語): Settings → Backups.
export const settingsBackups = {
  backups: {
    intro:
      'Hearth は 1 日に 1 回（7 件まで保持）と、データベースをアップグレードする前に毎回バックアップします。バックアップには会話、メモリー、スケジュールされたジョブ、プロジェクト、添付ファイル、設定が含まれ、キーは決して含まれません。',
    folder: 'バックアップは <code>{{folder}}</code> に保管されます。',
    backUpNow: '今すぐバックアップ',
    backedUp_other: '{{count}} 件の会話をバックアップしました。',
    restored: '復元しました：{{conversations}}、{{messages}}、{{memories}}、{{jobs}}を追加。',
    empty: 'バックアップはまだありません。',
    reasonManual: 'あなたが作成',
    reasonDaily: '毎日',
    reasonUpgrade: 'アップグレード前',
    counts: '{{conversations}}、{{messages}}、{{memories}}、{{jobs}}、{{attachments}}',
    conversations_other: '会話 {{count}} 件',
    messages_other: 'メッセージ {{count}} 件',
    memories_other: 'メモリー {{count}} 件',
    jobs_other: 'ジョブ {{count}} 件',
    scheduledJobs_other: 'スケジュールされたジョブ {{count}} 件',
    projects_other: 'プロジェクト {{count}} 件',
    attachments_other: '添付ファイル {{count}} 件',
    restoreOf: '{{date}} のバックアップを復元',
    restoreEllipsis: '復元…',
    preview: '復元のプレビュー',
    previewTitle: '{{date}} のバックアップを復元しますか？',
    nothing: 'このバックアップの内容はすべてここにあります。復元しても何も追加されません。',
    adds: '{{conversations}}、{{messages}}、{{memories}}、{{jobs}}（オンにするまでオフのまま）、{{projects}}、{{attachments}}を追加します。ここにあるものは置き換えられません。',
    addsWithSettings:
      '{{conversations}}、{{messages}}、{{memories}}、{{jobs}}（オンにするまでオフのまま）、{{projects}}、{{attachments}}、そして設定を追加します。ここにあるものは置き換えられません。',
    addsList: '追加される会話',
    moreIn: '{{title}} にメッセージを追加',
    copies: 'ここにあるものと異なるため、コピーとして復元：{{titles}}。',
    quoted: '「{{title}}」',
    kept_other: 'ここにある {{count}} 件はバックアップより新しいため、そのままにします。',
    neverRestored:
      'ファイルから復元されないもの：承認ルール、信頼したカスタムツール、設定の承認ポリシーと MCP サーバー。',
    restore: '復元',
  },
};
