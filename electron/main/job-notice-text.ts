// A scheduled job's notification (turned off after failures, a one-shot that failed or was missed) in the UI's
// language: the scheduler says what happened as a `kind` with values (electron/shared/job-types.ts), main words it.
import type { JobNotice } from '../shared/job-types';
import type * as Electron from 'electron';
import { pseudoLocale, resolveUiLanguage, type UiLanguageCode } from '../shared/ui-languages';

type Kind = NonNullable<JobNotice['kind']>;
type Words = Record<Kind, { title: string; body: string }>;

const messages: Record<UiLanguageCode, Words> = {
  en: {
    job_failed: { title: 'Scheduled job "{{name}}" failed', body: 'Its one run failed: {{error}}' },
    job_turned_off: {
      title: 'Scheduled job "{{name}}" was turned off',
      body: 'It failed {{failures}} times in a row. Last error: {{error}} Fix the cause, then turn it back on in Settings → Scheduled jobs.',
    },
    job_missed: {
      title: 'Scheduled job "{{name}}" was missed',
      body: 'It was due {{due}}, while Hearth was not running, and that is too long ago to run it now.',
    },
  },
  ko: {
    job_failed: { title: '예약 작업 “{{name}}” 실패', body: '한 번뿐인 실행이 실패했습니다: {{error}}' },
    job_turned_off: {
      title: '예약 작업 “{{name}}”이(가) 꺼졌습니다',
      body: '{{failures}}번 연속으로 실패했습니다. 마지막 오류: {{error}} 원인을 고친 뒤 설정 → 예약 작업에서 다시 켜세요.',
    },
    job_missed: {
      title: '예약 작업 “{{name}}”을(를) 놓쳤습니다',
      body: 'Hearth가 실행 중이 아니던 {{due}}에 예정되어 있었고, 지금 실행하기에는 너무 오래되었습니다.',
    },
  },
  'zh-CN': {
    job_failed: { title: '定时任务“{{name}}”失败', body: '它唯一的一次运行失败了：{{error}}' },
    job_turned_off: {
      title: '定时任务“{{name}}”已关闭',
      body: '它连续失败了 {{failures}} 次。最后的错误：{{error}} 请先修复原因，再到 设置 → 定时任务 中重新开启。',
    },
    job_missed: {
      title: '定时任务“{{name}}”已错过',
      body: '它原定于 {{due}} 运行，当时 Hearth 未在运行；时间已过去太久，现在不再运行。',
    },
  },
  'zh-TW': {
    job_failed: { title: '排程工作「{{name}}」失敗', body: '它唯一的一次執行失敗了：{{error}}' },
    job_turned_off: {
      title: '排程工作「{{name}}」已關閉',
      body: '它連續失敗了 {{failures}} 次。最後的錯誤：{{error}} 請先修正原因，再到 設定 → 排程工作 重新開啟。',
    },
    job_missed: {
      title: '排程工作「{{name}}」已錯過',
      body: '它原定於 {{due}} 執行，當時 Hearth 並未執行；時間已過去太久，現在不再執行。',
    },
  },
  ja: {
    job_failed: {
      title: 'スケジュールされたジョブ「{{name}}」が失敗しました',
      body: '1 回だけの実行が失敗しました: {{error}}',
    },
    job_turned_off: {
      title: 'スケジュールされたジョブ「{{name}}」をオフにしました',
      body: '{{failures}} 回続けて失敗しました。最後のエラー: {{error}} 原因を直してから、設定 → スケジュールされたジョブ でオンに戻してください。',
    },
    job_missed: {
      title: 'スケジュールされたジョブ「{{name}}」を実行できませんでした',
      body: '予定は {{due}} でしたが、Hearth は起動していませんでした。時間が経ちすぎたため、今は実行しません。',
    },
  },
  es: {
    job_failed: { title: 'La tarea programada «{{name}}» falló', body: 'Su única ejecución falló: {{error}}' },
    job_turned_off: {
      title: 'La tarea programada «{{name}}» se desactivó',
      body: 'Falló {{failures}} veces seguidas. Último error: {{error}} Corrige la causa y vuelve a activarla en Ajustes → Tareas programadas.',
    },
    job_missed: {
      title: 'La tarea programada «{{name}}» no se ejecutó',
      body: 'Tocaba {{due}}, cuando Hearth no estaba abierto, y ya es demasiado tarde para ejecutarla.',
    },
  },
  de: {
    job_failed: {
      title: 'Geplanter Auftrag „{{name}}“ ist fehlgeschlagen',
      body: 'Sein einziger Lauf ist fehlgeschlagen: {{error}}',
    },
    job_turned_off: {
      title: 'Geplanter Auftrag „{{name}}“ wurde ausgeschaltet',
      body: 'Er ist {{failures}}-mal hintereinander fehlgeschlagen. Letzter Fehler: {{error}} Behebe die Ursache und schalte ihn unter Einstellungen → Geplante Aufträge wieder ein.',
    },
    job_missed: {
      title: 'Geplanter Auftrag „{{name}}“ wurde verpasst',
      body: 'Er war für {{due}} fällig, als Hearth nicht lief, und das ist zu lange her, um ihn jetzt auszuführen.',
    },
  },
  fr: {
    job_failed: {
      title: 'La tâche planifiée « {{name}} » a échoué',
      body: 'Son unique exécution a échoué : {{error}}',
    },
    job_turned_off: {
      title: 'La tâche planifiée « {{name}} » a été désactivée',
      body: 'Elle a échoué {{failures}} fois de suite. Dernière erreur : {{error}} Corrigez la cause, puis réactivez-la dans Réglages → Tâches planifiées.',
    },
    job_missed: {
      title: 'La tâche planifiée « {{name}} » a été manquée',
      body: 'Elle était prévue {{due}}, quand Hearth ne tournait pas, et c’est trop ancien pour l’exécuter maintenant.',
    },
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The notification's title and body in `language`; the scheduler's own (English) words when it has no `kind`. */
export function jobNoticeText(notice: JobNotice, language: UiLanguageCode): { title: string; body: string } {
  if (!notice.kind || !notice.values) return { title: notice.title, body: notice.body };
  const { name, error, failures, dueAt, timezone } = notice.values;
  const due =
    dueAt === undefined
      ? ''
      : new Intl.DateTimeFormat(language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          ...(timezone ? { timeZone: timezone } : {}),
        }).format(dueAt);
  const values = {
    name,
    error: error ?? '',
    failures: failures === undefined ? '' : new Intl.NumberFormat(language).format(failures),
    due,
  };
  const words = messages[language][notice.kind];
  return { title: fill(words.title, values), body: fill(words.body, values) };
}

/** The UI's language as main sees it: the `ui.language` setting, or the system's (the pseudo-locale reads English). */
export function desktopLanguage(
  app: Pick<typeof Electron.app, 'getPreferredSystemLanguages' | 'getLocale'>,
  setting: string,
): UiLanguageCode {
  const preferred = app.getPreferredSystemLanguages();
  const code = resolveUiLanguage(setting, preferred.length > 0 ? preferred : [app.getLocale()]);
  return code === pseudoLocale ? 'en' : code;
}
