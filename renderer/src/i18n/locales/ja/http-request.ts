// Japanese (日本語): the HTTP requests settings under Settings → Tools (http_request's private-network switch and secrets).
export const httpRequest = {
  httpRequest: {
    title: 'HTTP リクエスト',
    intro:
      'http_request がアクセスできる範囲と送信できるシークレット。監視モードではリクエストのたびに確認します。応答は信頼できないデータとして扱われます。',
    privateNetwork: 'HTTP リクエストでプライベートネットワークにアクセスする',
    privateNetworkHint:
      'http_request がローカルやプライベートネットワークのアドレス (localhost、192.168.x.x…) を呼び出せるようにします。オフではパブリックなインターネットのみです。',
    secrets: 'シークレット',
    secretsIntro:
      'システムのキーチェーンに保存されます。モデルは {{placeholder}} と書き、リクエストを許可した後に Hearth が値を入れます。モデルが値を見ることはありません。',
    noSecrets: 'シークレットはまだありません。',
    secretName: 'シークレット名',
    secretValue: 'シークレットの値',
    addSecret: 'シークレットを追加',
    deleteSecret: 'シークレット {{name}} を削除',
    missingValue: 'キーチェーンに値がありません',
    badName: '小文字、数字、_ . - のみ使えます (59 文字まで)。',
  },
};
