// Traditional Chinese: the "Upgrading your history" screen the main window shows while the database is upgraded (renderer/src/upgrade/).
export const upgrade = {
  upgrade: {
    title: '正在升級你的歷史記錄',
    intro: '這個版本的 Hearth 以較新的方式儲存你的對話。歷史較長時約需一分鐘，完成後應用程式會自動開啟。',
    progress: '升級進度',
    backingUp: '正在先備份你的歷史記錄…',
    step: '第 {{step}} 步，共 {{steps}} 步',
    stepRows: '第 {{step}} 步，共 {{steps}} 步：已完成 {{done}} / {{total}} 項',
    backupAt: '備份已儲存至 {{file}}',
    failedTitle: '無法升級你的歷史記錄',
    failed: '升級已停止：{{reason}}',
    nothingLost:
      '沒有遺失任何內容：升級的每一步要不全部完成，要不完全不做，所以你的歷史記錄維持在失敗那一步之前的狀態。結束 Hearth 後重新開啟即可再試一次。',
  },
};
