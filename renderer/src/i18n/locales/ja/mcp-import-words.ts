// Japanese (日本語): an MCP import's notes and errors in Settings → Extensions, worded from their codes.
export const mcpImportWords = {
  mcpImportWords: {
    renamed: '「{{original}}」は Hearth では「{{name}}」という名前になります。',
    leftOut: '「{{field}}」は Hearth では使わないため、除外しました。',
    notObject:
      '「{{field}}」はオブジェクトである必要があります：ローカルプログラムは {"command": …}、リモートサーバーは {"url": …}。',
    envFile:
      '「{{field}}.envFile」には対応していません：変数は「env」に入れてください（値はキーチェーンに保存されます）。',
    disabledNotBoolean: '「{{field}}.disabled」は true か false である必要があります。',
    badType:
      '「{{field}}.type」は stdio、http、streamable-http、sse のいずれかである必要があります（実際は {{got}}）。',
    typeTransportDisagree: '「{{field}}.type」（{{type}}）と「{{field}}.transport」（{{transport}}）が一致しません。',
    commandAndUrl:
      '「{{field}}」に「command」と「url」の両方があります：ローカルプログラムなら「command」、リモートサーバーなら「url」だけにしてください。',
    commandOrUrl: '「{{field}}」には「command」（ローカルプログラム）か「url」（リモートサーバー）が必要です。',
    typeNeedsUrl: '「{{field}}.type」が {{type}} のため「url」が必要ですが、項目には「command」があります。',
    stdioNeedsCommand: '「{{field}}.type」が stdio のため「command」が必要ですが、項目には「url」があります。',
    unknownInput:
      '「{{field}}」は {{written}} を使っていますが、ファイルの「inputs」に ID「{{id}}」の入力がありません。',
    passwordOutsideSecrets:
      '「{{field}}」はパスワード入力「{{id}}」を使っています。Hearth は秘密の値を「env」か「headers」にだけ置きます（キーチェーンに保存されます）。そちらに移してください。',
    envNotSet: '「{{field}}」は {{written}} を使っていますが、この環境では設定されていません。',
    unknownVariable:
      '「{{field}}」は {{written}} を使っていますが、Hearth では埋められません。値を直接書いてください。',
    badTransport: '「{{field}}.transport」は stdio、http、sse のいずれかである必要があります（実際は {{got}}）。',
    unknownField: '「{{field}}」は Hearth が知らないフィールドです。',
    notServer: '「{{field}}」は有効な MCP サーバーではありません。',
    invalidValue: '「{{field}}」の値は Hearth では使えません。',
    notImportable: 'インポートできません',
    keptExisting: '「{{name}}」という名前のサーバーが既にあるため、そのままにしました',
    needsInput:
      '入力「{{id}}」（{{description}}）に値が必要です：ターミナルで --yes を付けずにインポートするか、設定からインポートしてください',
    fileNotJson: '{{file}} は JSON ではありません。',
    fileNotObject: '{{file}} は JSON オブジェクトではありません。',
    fileNoServers:
      '{{file}} には「mcpServers」オブジェクト（Claude Desktop、Cursor）も「servers」オブジェクト（VS Code）もありません。',
    fileUnreadable: '{{file}} を読み取れませんでした（{{errno}}）。',
    valueNothing: 'なし',
    valueNumber: '数値',
    valueBoolean: '真または偽',
    valueObject: 'オブジェクトまたはリスト',
    valueOther: '別の種類の値',
  },
};
