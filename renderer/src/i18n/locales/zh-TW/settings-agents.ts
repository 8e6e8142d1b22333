// Traditional Chinese: Settings → Tools, sub-agents (the delegate tool's limits), and Settings → Extensions, the custom tools folder.
export const settingsAgents = {
  subAgents: {
    title: '子代理',
    intro: '當任務可以拆分時，助理可以用 delegate 工具把每一部分交給一個子代理。以下限制用來加以約束。',
    parallel: '同時執行的子代理數',
    parallelHint: '1 到 8。越多完成越快，但同時送給模型的請求也越多。',
    turns: '每個子代理的模型輪數',
    turnsHint: '1 到 50。需要更多輪的子代理會停下並回報已有結果。',
    timeout: '每個子代理的時間上限（秒）',
    timeoutHint: '5 到 3600。屆時仍在工作的子代理會被停止。',
    notWholeNumber: '請輸入整數。',
    customFolder: '自訂工具資料夾',
    customFolderPlaceholder: '留空：Hearth 資料資料夾中的 tools 資料夾',
    customFolderHint: '位於所有工作區之外的絕對路徑。新資料夾會在 Hearth 下次啟動時讀取。',
  },
};
