import { useTranslation } from "~/translation";
import { formatNumber } from "~/utils/format";
import type { UploadProgress } from "~/utils/upload";
import type { UploadPhase } from "~/utils/use-progress-upload";
import { formatSize } from "./accept";

/** "about 12 seconds" / "about 3 minutes" in the page's language (the browser's own unit names). */
function duration(seconds: number, language: string): string {
  const minutes = seconds >= 90;
  return formatNumber(minutes ? Math.ceil(seconds / 60) : Math.max(1, seconds), language, {
    style: "unit",
    unit: minutes ? "minute" : "second",
    unitDisplay: "long",
  });
}

/**
 * An upload's state beside its submit button (spec §3: processing, uploading, saved): while uploading the
 * bytes sent of the total, the time left and a button that cancels it. The state is announced politely;
 * the changing figures are not (a screen reader would read every few hundred bytes). Texts in `common`.
 */
export function UploadStatus({
  phase,
  progress,
  onCancel,
}: {
  phase: UploadPhase;
  progress: UploadProgress | null;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const message =
    phase === "idle"
      ? null
      : phase === "cancelled" || phase === "failed"
        ? t(`upload.${phase}`)
        : t(`upload.states.${phase}`);
  return (
    <div className="space-y-2">
      <p aria-live="polite" data-testid="upload-state" className="font-semibold text-gray-800">
        {message}
      </p>
      {phase === "uploading" ? (
        <div className="flex flex-wrap items-center gap-3">
          <progress
            aria-label={t("upload.progressLabel")}
            data-testid="upload-progress"
            value={progress?.sent ?? 0}
            max={progress?.total ?? 1}
            className="h-3 w-48"
          />
          {progress ? (
            <span className="text-sm text-gray-800">
              {t("upload.progress", { sent: formatSize(progress.sent, lng), total: formatSize(progress.total, lng) })}
              {progress.secondsLeft !== null && progress.secondsLeft > 0
                ? ` · ${t("upload.timeLeft", { time: duration(progress.secondsLeft, lng) })}`
                : null}
            </span>
          ) : null}
          <button type="button" onClick={onCancel} className="btn-secondary">
            {t("upload.cancel")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
