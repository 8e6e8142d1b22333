// Simplified Chinese: Settings → Tools, sub-agents (the delegate tool's limits), and Settings → Extensions, the custom tools folder.
export const settingsAgents = {
  subAgents: {
    title: '子代理',
    intro: '当任务可以拆分时，助手可以用 delegate 工具把每一部分交给一个子代理。以下限制用来加以约束。',
    parallel: '同时运行的子代理数',
    parallelHint: '1 到 8。越多完成越快，但同时发给模型的请求也越多。',
    turns: '每个子代理的模型轮数',
    turnsHint: '1 到 50。需要更多轮的子代理会停下并报告已有结果。',
    timeout: '每个子代理的时间上限（秒）',
    timeoutHint: '5 到 3600。到时仍在工作的子代理会被停止。',
    notWholeNumber: '请输入整数。',
    customFolder: '自定义工具文件夹',
    customFolderPlaceholder: '留空：Hearth 数据文件夹中的 tools 文件夹',
    customFolderHint: '位于所有工作区之外的绝对路径。新文件夹在 Hearth 下次启动时读取。',
  },
};
