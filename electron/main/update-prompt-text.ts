// The words of the native "update ready" dialog (app-update-prompt.ts, shown when no Hearth window is open) in the UI's
// language; `{{version}}` is the downloaded version.
import type { UiLanguageCode } from '../shared/ui-languages';

export interface UpdatePromptWords {
  title: string;
  message: string;
  /** When the updater did not say which version it downloaded. */
  messageNoVersion: string;
  detail: string;
  restart: string;
  later: string;
}

const words: Record<UiLanguageCode, UpdatePromptWords> = {
  en: {
    title: 'Update ready',
    message: 'Hearth {{version}} is ready to install.',
    messageNoVersion: 'A new version of Hearth is ready to install.',
    detail: 'Restart now to use it, or later: it is installed when Hearth quits.',
    restart: 'Restart to update',
    later: 'Later',
  },
  ko: {
    title: '업데이트 준비 완료',
    message: 'Hearth {{version}}을(를) 설치할 준비가 되었습니다.',
    messageNoVersion: 'Hearth의 새 버전을 설치할 준비가 되었습니다.',
    detail: '지금 다시 시작해서 사용하거나, 나중에 Hearth를 종료할 때 설치됩니다.',
    restart: '다시 시작하여 업데이트',
    later: '나중에',
  },
  'zh-CN': {
    title: '更新已就绪',
    message: 'Hearth {{version}} 已可安装。',
    messageNoVersion: 'Hearth 的新版本已可安装。',
    detail: '立即重启即可使用；也可以稍后，退出 Hearth 时会自动安装。',
    restart: '重启以更新',
    later: '稍后',
  },
  'zh-TW': {
    title: '更新已就緒',
    message: 'Hearth {{version}} 已可安裝。',
    messageNoVersion: 'Hearth 的新版本已可安裝。',
    detail: '立即重新啟動即可使用；也可以稍後，結束 Hearth 時會自動安裝。',
    restart: '重新啟動以更新',
    later: '稍後',
  },
  ja: {
    title: 'アップデートの準備ができました',
    message: 'Hearth {{version}} をインストールできます。',
    messageNoVersion: 'Hearth の新しいバージョンをインストールできます。',
    detail: '今すぐ再起動して使うことも、後にすることもできます（Hearth の終了時にインストールされます）。',
    restart: '再起動してアップデート',
    later: '後で',
  },
  es: {
    title: 'Actualización lista',
    message: 'Hearth {{version}} está listo para instalarse.',
    messageNoVersion: 'Hay una nueva versión de Hearth lista para instalarse.',
    detail: 'Reinicia ahora para usarla, o más tarde: se instala al cerrar Hearth.',
    restart: 'Reiniciar para actualizar',
    later: 'Más tarde',
  },
  de: {
    title: 'Update bereit',
    message: 'Hearth {{version}} ist bereit zur Installation.',
    messageNoVersion: 'Eine neue Version von Hearth ist bereit zur Installation.',
    detail: 'Jetzt neu starten, um sie zu verwenden, oder später: Sie wird beim Beenden von Hearth installiert.',
    restart: 'Neu starten und aktualisieren',
    later: 'Später',
  },
  fr: {
    title: 'Mise à jour prête',
    message: 'Hearth {{version}} est prêt à être installé.',
    messageNoVersion: 'Une nouvelle version de Hearth est prête à être installée.',
    detail: 'Redémarrez maintenant pour l’utiliser, ou plus tard : elle sera installée à la fermeture de Hearth.',
    restart: 'Redémarrer pour mettre à jour',
    later: 'Plus tard',
  },
};

export function updatePromptText(language: UiLanguageCode): UpdatePromptWords {
  return words[language];
}
