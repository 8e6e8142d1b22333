// The notices main tells the person itself (user-notices.ts), in the UI's language: the quick-ask shortcut that could
// not be set up (shortcut.ts says why as a `cause`), a scheduler pause or resume not saved, the CLI command installed,
// API keys kept without an OS keychain, and those moved into it once it answers.
import type { ShortcutResult } from './shortcut';
import type { UiLanguageCode } from '../shared/ui-languages';

type ShortcutCause = Extract<ShortcutResult, { ok: false }>['cause'];

interface NoticeWords {
  shortcutFailed: string;
  shortcutFailedKept: string;
  causes: Record<ShortcutCause, string>;
  pauseFailed: string;
  resumeFailed: string;
  cliInstalled: string;
  cliNotOnPath: string;
  keychainSession: string;
  keychainFile: string;
  keysMovedAll: string;
  keysMovedSome: string;
  /** "2 API keys", by the language's plural category (Intl.PluralRules); `other` serves any it lacks. */
  apiKeys: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
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
    cliInstalled: 'The hearth command is installed ({{path}}). Try: hearth ask "hello"',
    cliNotOnPath:
      'The hearth command is installed at {{path}}, but its folder is not on your PATH yet: add it to use hearth from a terminal.',
    keychainSession:
      'No system keychain was found, so API keys you enter are kept only until Hearth quits. Install a keyring (e.g. gnome-keyring) to keep them.',
    keychainFile:
      'No system keychain was found, so API keys are kept in an encrypted file in the data folder (Electron safeStorage).',
    keysMovedAll:
      'The system keychain is available now: {{keys}} moved into it from the encrypted file, which was removed.',
    keysMovedSome: '{{moved}} moved into the system keychain; {{kept}} stayed in the encrypted file ({{problems}}).',
    apiKeys: { one: '{{count}} API key', other: '{{count}} API keys' },
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
    cliInstalled: 'hearth 명령을 설치했습니다({{path}}). 이렇게 해 보세요: hearth ask "hello"',
    cliNotOnPath:
      'hearth 명령을 {{path}}에 설치했지만, 그 폴더가 아직 PATH에 없습니다. 터미널에서 hearth를 쓰려면 추가하세요.',
    keychainSession:
      '시스템 키체인을 찾지 못해, 입력한 API 키는 Hearth를 종료할 때까지만 보관됩니다. 키를 계속 보관하려면 키링(예: gnome-keyring)을 설치하세요.',
    keychainFile: '시스템 키체인을 찾지 못해, API 키를 데이터 폴더의 암호화된 파일(Electron safeStorage)에 보관합니다.',
    keysMovedAll:
      '이제 시스템 키체인을 쓸 수 있습니다: 암호화된 파일의 {{keys}}를 키체인으로 옮기고 파일은 지웠습니다.',
    keysMovedSome: '{{moved}}를 시스템 키체인으로 옮겼고, {{kept}}는 암호화된 파일에 남았습니다({{problems}}).',
    apiKeys: { other: 'API 키 {{count}}개' },
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
    cliInstalled: 'hearth 命令已安装（{{path}}）。试试：hearth ask "hello"',
    cliNotOnPath: 'hearth 命令已安装到 {{path}}，但该文件夹还不在 PATH 中：请把它加入 PATH，以便在终端中使用 hearth。',
    keychainSession:
      '未找到系统钥匙串，因此你输入的 API 密钥只保留到 Hearth 退出。请安装密钥环（例如 gnome-keyring）以长期保存。',
    keychainFile: '未找到系统钥匙串，因此 API 密钥保存在数据文件夹中的加密文件里（Electron safeStorage）。',
    keysMovedAll: '系统钥匙串现在可用：已将 {{keys}}从加密文件移入其中，该文件已删除。',
    keysMovedSome: '已将 {{moved}}移入系统钥匙串；{{kept}}仍留在加密文件中（{{problems}}）。',
    apiKeys: { other: '{{count}} 个 API 密钥' },
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
    cliInstalled: 'hearth 指令已安裝（{{path}}）。試試：hearth ask "hello"',
    cliNotOnPath:
      'hearth 指令已安裝到 {{path}}，但該資料夾還不在 PATH 中：請將它加入 PATH，才能在終端機中使用 hearth。',
    keychainSession:
      '找不到系統鑰匙圈，因此你輸入的 API 金鑰只會保留到 Hearth 結束。請安裝金鑰圈（例如 gnome-keyring）以長期保存。',
    keychainFile: '找不到系統鑰匙圈，因此 API 金鑰會存放在資料資料夾中的加密檔案（Electron safeStorage）。',
    keysMovedAll: '系統鑰匙圈現在可用：已將 {{keys}}從加密檔案移入其中，該檔案已刪除。',
    keysMovedSome: '已將 {{moved}}移入系統鑰匙圈；{{kept}}仍留在加密檔案中（{{problems}}）。',
    apiKeys: { other: '{{count}} 個 API 金鑰' },
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
    cliInstalled: 'hearth コマンドをインストールしました（{{path}}）。試してみてください: hearth ask "hello"',
    cliNotOnPath:
      'hearth コマンドを {{path}} にインストールしましたが、そのフォルダーはまだ PATH にありません。ターミナルで hearth を使うには追加してください。',
    keychainSession:
      'システムのキーチェーンが見つからないため、入力した API キーは Hearth を終了するまでしか保持されません。保持するにはキーリング（gnome-keyring など）をインストールしてください。',
    keychainFile:
      'システムのキーチェーンが見つからないため、API キーはデータフォルダー内の暗号化ファイル（Electron safeStorage）に保存されます。',
    keysMovedAll:
      'システムのキーチェーンが使えるようになりました：暗号化ファイルの{{keys}}をキーチェーンに移し、ファイルは削除しました。',
    keysMovedSome:
      '{{moved}}をシステムのキーチェーンに移しました。{{kept}}は暗号化ファイルに残っています（{{problems}}）。',
    apiKeys: { other: 'API キー {{count}} 件' },
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
    cliInstalled: 'El comando hearth está instalado ({{path}}). Prueba: hearth ask "hello"',
    cliNotOnPath:
      'El comando hearth está instalado en {{path}}, pero su carpeta aún no está en tu PATH: añádela para usar hearth desde una terminal.',
    keychainSession:
      'No se encontró un llavero del sistema, así que las claves de API que escribas solo se guardan hasta que cierres Hearth. Instala un llavero (p. ej., gnome-keyring) para conservarlas.',
    keychainFile:
      'No se encontró un llavero del sistema, así que las claves de API se guardan en un archivo cifrado de la carpeta de datos (Electron safeStorage).',
    keysMovedAll:
      'El llavero del sistema ya está disponible: {{keys}} se movieron a él desde el archivo cifrado, que se eliminó.',
    keysMovedSome:
      '{{moved}} se movieron al llavero del sistema; {{kept}} quedaron en el archivo cifrado ({{problems}}).',
    apiKeys: { one: '{{count}} clave de API', other: '{{count}} claves de API' },
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
    cliInstalled: 'Der Befehl hearth ist installiert ({{path}}). Probiere: hearth ask "hello"',
    cliNotOnPath:
      'Der Befehl hearth ist unter {{path}} installiert, aber sein Ordner ist noch nicht in deinem PATH: Füge ihn hinzu, um hearth im Terminal zu nutzen.',
    keychainSession:
      'Es wurde kein System-Schlüsselbund gefunden, daher werden eingegebene API-Schlüssel nur bis zum Beenden von Hearth behalten. Installiere einen Schlüsselbund (z. B. gnome-keyring), um sie zu behalten.',
    keychainFile:
      'Es wurde kein System-Schlüsselbund gefunden, daher liegen die API-Schlüssel in einer verschlüsselten Datei im Datenordner (Electron safeStorage).',
    keysMovedAll:
      'Der Schlüsselbund des Systems ist jetzt verfügbar: {{keys}} wurden aus der verschlüsselten Datei dorthin verschoben, die Datei wurde entfernt.',
    keysMovedSome:
      '{{moved}} in den Schlüsselbund des Systems verschoben; {{kept}} blieben in der verschlüsselten Datei ({{problems}}).',
    apiKeys: { one: '{{count}} API-Schlüssel', other: '{{count}} API-Schlüssel' },
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
    cliInstalled: 'La commande hearth est installée ({{path}}). Essayez : hearth ask "hello"',
    cliNotOnPath:
      'La commande hearth est installée dans {{path}}, mais son dossier n’est pas encore dans votre PATH : ajoutez-le pour utiliser hearth depuis un terminal.',
    keychainSession:
      'Aucun trousseau système n’a été trouvé : les clés d’API saisies ne sont gardées que jusqu’à la fermeture de Hearth. Installez un trousseau (par ex. gnome-keyring) pour les conserver.',
    keychainFile:
      'Aucun trousseau système n’a été trouvé : les clés d’API sont gardées dans un fichier chiffré du dossier de données (Electron safeStorage).',
    keysMovedAll:
      'Le trousseau du système est disponible : {{keys}} y ont été déplacées depuis le fichier chiffré, qui a été supprimé.',
    keysMovedSome:
      '{{moved}} déplacées dans le trousseau du système ; {{kept}} restées dans le fichier chiffré ({{problems}}).',
    apiKeys: { one: '{{count}} clé d’API', other: '{{count}} clés d’API' },
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

export interface NoticeText {
  /** The quick-ask shortcut could not be registered (`kept`: the one that still works, if any). */
  shortcutFailed(failure: Extract<ShortcutResult, { ok: false }>, kept: string | undefined): string;
  /** `scheduler.paused` could not be saved. */
  schedulerToggleFailed(paused: boolean, error: string): string;
  /** The packaged app's "Install 'hearth' command in PATH" worked (`onPath`: its folder is on the PATH). */
  cliInstalled(path: string, onPath: boolean): string;
  /** No OS keychain: keys kept for this run only ('session') or in the encrypted file ('safe-storage'). */
  keychainFallback(kind: 'session' | 'safe-storage'): string;
  /** Keys from the encrypted file moved into the keychain (`kept`: those that stayed, and why). */
  keysMoved(moved: number, kept: number, problems: readonly string[]): string;
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
    cliInstalled: (path, onPath) => fill(onPath ? messages.cliInstalled : messages.cliNotOnPath, { path }),
    keychainFallback: (kind) => (kind === 'session' ? messages.keychainSession : messages.keychainFile),
    keysMoved: (moved, kept, problems) => {
      const rules = new Intl.PluralRules(language);
      const keys = (count: number) =>
        fill(messages.apiKeys[rules.select(count)] ?? messages.apiKeys.other, { count: String(count) });
      return kept === 0 && problems.length === 0
        ? fill(messages.keysMovedAll, { keys: keys(moved) })
        : fill(messages.keysMovedSome, { moved: keys(moved), kept: keys(kept), problems: problems.join('; ') });
    },
  };
}
