// The notices main tells the person itself (user-notices.ts), in the UI's language: the quick-ask shortcut that could
// not be set up (shortcut.ts says why as a `cause`) and a scheduler pause or resume that could not be saved.
import type { ShortcutResult } from './shortcut';
import type { UiLanguageCode } from '../shared/ui-languages';

type ShortcutCause = Extract<ShortcutResult, { ok: false }>['cause'];

interface NoticeWords {
  shortcutFailed: string;
  shortcutFailedKept: string;
  causes: Record<ShortcutCause, string>;
  pauseFailed: string;
  resumeFailed: string;
}

const words: Record<UiLanguageCode, NoticeWords> = {
  en: {
    shortcutFailed:
      'The quick-ask shortcut {{accelerator}} could not be set up: {{reason}}. Pick another one in Settings.',
    shortcutFailedKept:
      'The quick-ask shortcut {{accelerator}} could not be set up: {{reason}}. {{kept}} still opens quick ask. Pick another one in Settings.',
    causes: {
      invalid: 'it is not a valid shortcut',
      one_key: 'a shortcut needs exactly one key besides the modifiers',
      needs_modifier: 'a global shortcut needs a modifier (Ctrl, Alt, Shift, Cmd or Super)',
      taken: 'another application is already using it',
    },
    pauseFailed: 'Scheduled jobs could not be paused: {{error}}',
    resumeFailed: 'Scheduled jobs could not be resumed: {{error}}',
  },
  ko: {
    shortcutFailed:
      '빠른 질문 단축키 {{accelerator}}을(를) 설정하지 못했습니다: {{reason}}. 설정에서 다른 단축키를 고르세요.',
    shortcutFailedKept:
      '빠른 질문 단축키 {{accelerator}}을(를) 설정하지 못했습니다: {{reason}}. 빠른 질문은 계속 {{kept}}(으)로 열립니다. 설정에서 다른 단축키를 고르세요.',
    causes: {
      invalid: '올바른 단축키가 아닙니다',
      one_key: '단축키에는 보조 키 외에 키가 정확히 하나 있어야 합니다',
      needs_modifier: '전역 단축키에는 보조 키(Ctrl, Alt, Shift, Cmd 또는 Super)가 필요합니다',
      taken: '다른 앱이 이미 사용하고 있습니다',
    },
    pauseFailed: '예약 작업을 일시 중지하지 못했습니다: {{error}}',
    resumeFailed: '예약 작업을 다시 시작하지 못했습니다: {{error}}',
  },
  'zh-CN': {
    shortcutFailed: '无法设置快速提问快捷键 {{accelerator}}：{{reason}}。请在设置中另选一个。',
    shortcutFailedKept:
      '无法设置快速提问快捷键 {{accelerator}}：{{reason}}。{{kept}} 仍可打开快速提问。请在设置中另选一个。',
    causes: {
      invalid: '这不是有效的快捷键',
      one_key: '快捷键除修饰键外必须恰好有一个键',
      needs_modifier: '全局快捷键需要一个修饰键（Ctrl、Alt、Shift、Cmd 或 Super）',
      taken: '另一个应用已在使用它',
    },
    pauseFailed: '无法暂停定时任务：{{error}}',
    resumeFailed: '无法恢复定时任务：{{error}}',
  },
  'zh-TW': {
    shortcutFailed: '無法設定快速提問快速鍵 {{accelerator}}：{{reason}}。請在設定中另選一個。',
    shortcutFailedKept:
      '無法設定快速提問快速鍵 {{accelerator}}：{{reason}}。{{kept}} 仍可開啟快速提問。請在設定中另選一個。',
    causes: {
      invalid: '這不是有效的快速鍵',
      one_key: '快速鍵除了輔助鍵之外必須剛好有一個按鍵',
      needs_modifier: '全域快速鍵需要一個輔助鍵（Ctrl、Alt、Shift、Cmd 或 Super）',
      taken: '其他應用程式已在使用',
    },
    pauseFailed: '無法暫停排程工作：{{error}}',
    resumeFailed: '無法繼續排程工作：{{error}}',
  },
  ja: {
    shortcutFailed:
      'クイック質問のショートカット {{accelerator}} を設定できませんでした: {{reason}}。設定で別のものを選んでください。',
    shortcutFailedKept:
      'クイック質問のショートカット {{accelerator}} を設定できませんでした: {{reason}}。クイック質問は引き続き {{kept}} で開きます。設定で別のものを選んでください。',
    causes: {
      invalid: '有効なショートカットではありません',
      one_key: 'ショートカットには修飾キー以外のキーがちょうど 1 つ必要です',
      needs_modifier: 'グローバルショートカットには修飾キー（Ctrl、Alt、Shift、Cmd、Super）が必要です',
      taken: '別のアプリがすでに使っています',
    },
    pauseFailed: 'スケジュールされたジョブを一時停止できませんでした: {{error}}',
    resumeFailed: 'スケジュールされたジョブを再開できませんでした: {{error}}',
  },
  es: {
    shortcutFailed:
      'No se pudo configurar el atajo de pregunta rápida {{accelerator}}: {{reason}}. Elige otro en Ajustes.',
    shortcutFailedKept:
      'No se pudo configurar el atajo de pregunta rápida {{accelerator}}: {{reason}}. {{kept}} sigue abriendo la pregunta rápida. Elige otro en Ajustes.',
    causes: {
      invalid: 'no es un atajo válido',
      one_key: 'un atajo necesita exactamente una tecla además de los modificadores',
      needs_modifier: 'un atajo global necesita un modificador (Ctrl, Alt, Shift, Cmd o Super)',
      taken: 'otra aplicación ya lo usa',
    },
    pauseFailed: 'No se pudieron pausar las tareas programadas: {{error}}',
    resumeFailed: 'No se pudieron reanudar las tareas programadas: {{error}}',
  },
  de: {
    shortcutFailed:
      'Das Tastenkürzel {{accelerator}} für die Schnellfrage ließ sich nicht einrichten: {{reason}}. Wähle in den Einstellungen ein anderes.',
    shortcutFailedKept:
      'Das Tastenkürzel {{accelerator}} für die Schnellfrage ließ sich nicht einrichten: {{reason}}. {{kept}} öffnet die Schnellfrage weiterhin. Wähle in den Einstellungen ein anderes.',
    causes: {
      invalid: 'es ist kein gültiges Tastenkürzel',
      one_key: 'ein Tastenkürzel braucht neben den Modifikatoren genau eine Taste',
      needs_modifier: 'ein globales Tastenkürzel braucht einen Modifikator (Ctrl, Alt, Shift, Cmd oder Super)',
      taken: 'eine andere Anwendung verwendet es bereits',
    },
    pauseFailed: 'Geplante Aufträge konnten nicht pausiert werden: {{error}}',
    resumeFailed: 'Geplante Aufträge konnten nicht fortgesetzt werden: {{error}}',
  },
  fr: {
    shortcutFailed:
      'Le raccourci de question rapide {{accelerator}} n’a pas pu être configuré : {{reason}}. Choisissez-en un autre dans les Réglages.',
    shortcutFailedKept:
      'Le raccourci de question rapide {{accelerator}} n’a pas pu être configuré : {{reason}}. {{kept}} ouvre toujours la question rapide. Choisissez-en un autre dans les Réglages.',
    causes: {
      invalid: 'ce n’est pas un raccourci valide',
      one_key: 'un raccourci demande exactement une touche en plus des modificateurs',
      needs_modifier: 'un raccourci global demande un modificateur (Ctrl, Alt, Shift, Cmd ou Super)',
      taken: 'une autre application l’utilise déjà',
    },
    pauseFailed: 'Les tâches planifiées n’ont pas pu être mises en pause : {{error}}',
    resumeFailed: 'Les tâches planifiées n’ont pas pu reprendre : {{error}}',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

export interface NoticeText {
  /** The quick-ask shortcut could not be registered (`kept`: the one that still works, if any). */
  shortcutFailed(failure: Extract<ShortcutResult, { ok: false }>, kept: string | undefined): string;
  /** `scheduler.paused` could not be saved. */
  schedulerToggleFailed(paused: boolean, error: string): string;
}

export function noticeText(language: UiLanguageCode): NoticeText {
  const messages = words[language];
  return {
    shortcutFailed: (failure, kept) =>
      fill(kept ? messages.shortcutFailedKept : messages.shortcutFailed, {
        accelerator: failure.accelerator,
        reason: messages.causes[failure.cause],
        kept: kept ?? '',
      }),
    schedulerToggleFailed: (paused, error) => fill(paused ? messages.pauseFailed : messages.resumeFailed, { error }),
  };
}
