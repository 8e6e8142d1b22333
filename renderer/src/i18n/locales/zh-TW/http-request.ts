// Traditional Chinese (繁體中文): the HTTP requests settings under Settings → Tools (http_request's private-network switch and secrets).
export const httpRequest = {
  httpRequest: {
    title: 'HTTP 請求',
    intro: 'http_request 可以存取哪些位址、可以傳送哪些密鑰。監督模式下每個請求都會先詢問；回應被視為不可信的資料。',
    privateNetwork: 'HTTP 請求可以存取私人網路',
    privateNetworkHint:
      '允許 http_request 呼叫本機與私人網路位址（localhost、192.168.x.x…）。關閉時只存取公用網際網路。',
    secrets: '密鑰',
    secretsIntro: '儲存在系統鑰匙圈中。模型寫 {{placeholder}}，你核准請求後由 Hearth 填入值；模型永遠看不到它。',
    noSecrets: '還沒有密鑰。',
    secretName: '密鑰名稱',
    secretValue: '密鑰值',
    addSecret: '新增密鑰',
    deleteSecret: '刪除密鑰 {{name}}',
    missingValue: '鑰匙圈中沒有值',
    badName: '只能使用小寫字母、數字、_ . 或 -（最多 59 個字元）。',
  },
};
