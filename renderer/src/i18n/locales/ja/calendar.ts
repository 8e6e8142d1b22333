// Japanese (日本語): Settings → Calendar (CalDAV accounts and .ics subscriptions).
export const calendar = {
  calendar: {
    title: 'カレンダー',
    intro:
      'アシスタントが読み取れるカレンダーです。予定ごとにあなたが承認すると書き込みもできます（Nextcloud、iCloud、Fastmail、Radicale などの CalDAV サーバー）。.ics の購読リンクは読み取り専用です。パスワードはシステムのキーチェーンに保存されます。',
    accounts: 'カレンダーアカウント',
    none: 'まだカレンダーが追加されていません。',
    addTitle: 'カレンダーを追加',
    name: '名前',
    nameHint: '英字、数字、「.」「-」「_」が使えます。アシスタントはこの名前でカレンダーを指定します。',
    url: 'サーバーまたは購読のアドレス',
    urlHint:
      'CalDAV のアドレス、または .ics のリンク。あなたが入力したものなので、このコンピューターやローカルネットワーク上のアドレスも使えます。',
    user: 'ユーザー',
    password: 'パスワード',
    passwordHint: 'サービスにアプリ用パスワードがあれば、そちらを使ってください。',
    test: 'カレンダーをテスト',
    testing: 'テスト中…',
    add: 'カレンダーを追加',
    adding: '追加中…',
    tested: '接続できました。カレンダー: {{calendars}}',
    added: '{{name}} を追加しました。カレンダー: {{calendars}}',
    kindCaldav: 'CalDAV',
    kindIcs: '購読（読み取り専用）',
    userWithPassword: 'ユーザー {{user}} · パスワードはシステムのキーチェーンに保存済み',
    userNoPassword: 'ユーザー {{user}} · パスワードは未保存',
    remove: '削除',
    removeLabel: 'カレンダー {{name}} を削除',
    removeQuestion: '{{name}} とそのパスワードを削除しますか？',
    removeGroup: '削除の確認',
    removed: '{{name}} を削除しました。',
  },
};
