// The words main shows itself — the tray menu and its badge, approval notifications — in the UI's language
// (`ui.language`, or the system's: electron/shared/ui-languages.ts). Plain data, no i18next, so start-up stays light.
import { resolveUiLanguage, type UiLanguageCode } from '../shared/ui-languages';

interface Messages {
  quickAsk: string;
  openHearth: string;
  newChat: string;
  pauseJobs: string;
  installCli: string;
  quit: string;
  /** "{{count}} approvals waiting", by plural category (Intl.PluralRules), `other` always. */
  waiting: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  waitingOpen: string;
  approvalTitle: string;
  approvalBody: string;
  questionTitle: string;
}

export const mainMessages: Record<UiLanguageCode, Messages> = {
  en: {
    quickAsk: 'Quick ask…',
    openHearth: 'Open Hearth',
    newChat: 'New chat',
    pauseJobs: 'Pause scheduled jobs',
    installCli: "Install 'hearth' command in PATH",
    quit: 'Quit Hearth',
    waiting: { one: 'Hearth — {{count}} approval waiting', other: 'Hearth — {{count}} approvals waiting' },
    waitingOpen: '{{waiting}} — open',
    approvalTitle: 'Hearth needs your approval: {{label}} — {{summary}}',
    approvalBody: 'Click to review it in Hearth.',
    questionTitle: 'Hearth has a question for you',
  },
  ko: {
    quickAsk: '빠른 질문…',
    openHearth: 'Hearth 열기',
    newChat: '새 대화',
    pauseJobs: '예약 작업 일시 중지',
    installCli: "PATH에 'hearth' 명령 설치",
    quit: 'Hearth 종료',
    waiting: { other: 'Hearth — 승인 {{count}}개 대기 중' },
    waitingOpen: '{{waiting}} — 열기',
    approvalTitle: 'Hearth가 승인을 기다립니다: {{label}} — {{summary}}',
    approvalBody: '클릭하여 Hearth에서 확인하세요.',
    questionTitle: 'Hearth가 질문이 있습니다',
  },
  'zh-CN': {
    quickAsk: '快速提问…',
    openHearth: '打开 Hearth',
    newChat: '新对话',
    pauseJobs: '暂停定时任务',
    installCli: "将 'hearth' 命令安装到 PATH",
    quit: '退出 Hearth',
    waiting: { other: 'Hearth — {{count}} 个批准在等待' },
    waitingOpen: '{{waiting}} — 打开',
    approvalTitle: 'Hearth 需要你的批准：{{label}} — {{summary}}',
    approvalBody: '点击在 Hearth 中查看。',
    questionTitle: 'Hearth 有个问题想问你',
  },
  'zh-TW': {
    quickAsk: '快速提問…',
    openHearth: '開啟 Hearth',
    newChat: '新對話',
    pauseJobs: '暫停排程工作',
    installCli: "將 'hearth' 指令安裝到 PATH",
    quit: '結束 Hearth',
    waiting: { other: 'Hearth — {{count}} 個核准在等待' },
    waitingOpen: '{{waiting}} — 開啟',
    approvalTitle: 'Hearth 需要你的核准：{{label}} — {{summary}}',
    approvalBody: '按一下即可在 Hearth 中檢視。',
    questionTitle: 'Hearth 有個問題想問你',
  },
  ja: {
    quickAsk: 'クイック質問…',
    openHearth: 'Hearth を開く',
    newChat: '新しいチャット',
    pauseJobs: 'スケジュールされたジョブを一時停止',
    installCli: "'hearth' コマンドを PATH にインストール",
    quit: 'Hearth を終了',
    waiting: { other: 'Hearth — {{count}} 件の承認待ち' },
    waitingOpen: '{{waiting}} — 開く',
    approvalTitle: 'Hearth が承認を求めています: {{label}} — {{summary}}',
    approvalBody: 'クリックして Hearth で確認してください。',
    questionTitle: 'Hearth から質問があります',
  },
  es: {
    quickAsk: 'Pregunta rápida…',
    openHearth: 'Abrir Hearth',
    newChat: 'Nuevo chat',
    pauseJobs: 'Pausar tareas programadas',
    installCli: "Instalar el comando 'hearth' en el PATH",
    quit: 'Salir de Hearth',
    waiting: {
      one: 'Hearth — {{count}} aprobación pendiente',
      many: 'Hearth — {{count}} aprobaciones pendientes',
      other: 'Hearth — {{count}} aprobaciones pendientes',
    },
    waitingOpen: '{{waiting}} — abrir',
    approvalTitle: 'Hearth necesita tu aprobación: {{label}} — {{summary}}',
    approvalBody: 'Haz clic para revisarlo en Hearth.',
    questionTitle: 'Hearth tiene una pregunta para ti',
  },
  de: {
    quickAsk: 'Schnellfrage…',
    openHearth: 'Hearth öffnen',
    newChat: 'Neuer Chat',
    pauseJobs: 'Geplante Aufgaben pausieren',
    installCli: "Befehl 'hearth' im PATH installieren",
    quit: 'Hearth beenden',
    waiting: { one: 'Hearth — {{count}} Freigabe wartet', other: 'Hearth — {{count}} Freigaben warten' },
    waitingOpen: '{{waiting}} — öffnen',
    approvalTitle: 'Hearth braucht deine Freigabe: {{label}} — {{summary}}',
    approvalBody: 'Klicke, um es in Hearth zu prüfen.',
    questionTitle: 'Hearth hat eine Frage an dich',
  },
  fr: {
    quickAsk: 'Question rapide…',
    openHearth: 'Ouvrir Hearth',
    newChat: 'Nouvelle discussion',
    pauseJobs: 'Suspendre les tâches planifiées',
    installCli: "Installer la commande 'hearth' dans le PATH",
    quit: 'Quitter Hearth',
    waiting: {
      one: 'Hearth — {{count}} autorisation en attente',
      many: 'Hearth — {{count}} d’autorisations en attente',
      other: 'Hearth — {{count}} autorisations en attente',
    },
    waitingOpen: '{{waiting}} — ouvrir',
    approvalTitle: 'Hearth a besoin de votre autorisation : {{label}} — {{summary}}',
    approvalBody: 'Cliquez pour l’examiner dans Hearth.',
    questionTitle: 'Hearth a une question pour vous',
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

export interface MainText {
  label(key: 'quickAsk' | 'openHearth' | 'newChat' | 'pauseJobs' | 'installCli' | 'quit'): string;
  waiting(count: number): string;
  waitingOpen(count: number): string;
  approval(label: string, summary: string): { title: string; body: string };
  questionTitle(): string;
}

export function mainText(language: UiLanguageCode): MainText {
  const messages = mainMessages[language];
  const plural = new Intl.PluralRules(language);
  const waiting = (count: number) =>
    fill(messages.waiting[plural.select(count)] ?? messages.waiting.other, { count: count.toLocaleString(language) });
  return {
    label: (key) => messages[key],
    waiting,
    waitingOpen: (count) => fill(messages.waitingOpen, { waiting: waiting(count) }),
    approval: (label, summary) => ({
      title: fill(messages.approvalTitle, { label, summary }),
      body: messages.approvalBody,
    }),
    questionTitle: () => messages.questionTitle,
  };
}

/** Main's words for the `ui.language` setting and the system's preferred languages (the pseudo-locale reads English). */
export function mainTextFor(setting: string, preferred: readonly string[]): MainText {
  const code = resolveUiLanguage(setting, preferred);
  return mainText(code === 'en-XA' ? 'en' : code);
}

export const englishMainText = mainText('en');
