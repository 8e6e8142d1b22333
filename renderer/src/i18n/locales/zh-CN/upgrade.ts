// Simplified Chinese: the "Upgrading your history" screen the main window shows while the database is upgraded (renderer/src/upgrade/).
export const upgrade = {
  upgrade: {
    title: '正在升级你的历史记录',
    intro: '这个版本的 Hearth 用更新的方式保存你的对话。历史较长时需要约一分钟，完成后应用会自动打开。',
    progress: '升级进度',
    backingUp: '正在先备份你的历史记录…',
    step: '第 {{step}} 步，共 {{steps}} 步',
    stepRows: '第 {{step}} 步，共 {{steps}} 步：已完成 {{done}} / {{total}} 项',
    backupAt: '备份已保存到 {{file}}',
    failedTitle: '无法升级你的历史记录',
    failed: '升级已停止：{{reason}}',
    nothingLost:
      '没有丢失任何内容：升级的每一步要么全部完成，要么完全不做，所以你的历史记录保持在失败那一步之前的状态。退出 Hearth 后重新打开即可再试一次。',
  },
};
