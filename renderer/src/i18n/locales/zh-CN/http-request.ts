// Simplified Chinese (简体中文): the HTTP requests settings under Settings → Tools (http_request's private-network switch and secrets).
export const httpRequest = {
  httpRequest: {
    title: 'HTTP 请求',
    intro: 'http_request 可以访问哪些地址、可以发送哪些密钥。监督模式下每个请求都会先询问；响应被视为不可信数据。',
    privateNetwork: 'HTTP 请求可以访问专用网络',
    privateNetworkHint: '允许 http_request 调用本地和专用网络地址（localhost、192.168.x.x…）。关闭时只访问公共互联网。',
    secrets: '密钥',
    secretsIntro: '保存在系统钥匙串中。模型写 {{placeholder}}，你批准请求后由 Hearth 填入值；模型永远看不到它。',
    noSecrets: '还没有密钥。',
    secretName: '密钥名称',
    secretValue: '密钥值',
    addSecret: '添加密钥',
    deleteSecret: '删除密钥 {{name}}',
    missingValue: '钥匙串中没有值',
    badName: '只能使用小写字母、数字、_ . 或 -（最多 59 个字符）。',
  },
};
