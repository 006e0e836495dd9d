import { useTranslation } from "~/i18n/translation";
import { formatNumber } from "~/utils/format";
import type { UploadProgress as Progress } from "~/utils/upload";
import { formatSize } from "./size";

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
 * An upload under way: the bytes sent of the total, the time left and a button that cancels it. Loaded
 * when an upload starts (UploadStatus), not with the page: most visits of a page with an upload form
 * upload nothing. The changing figures are not announced (a screen reader would read every few hundred
 * bytes); the state beside them is. Texts in `common`.
 */
export default function UploadProgress({ progress, onCancel }: { progress: Progress | null; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
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
  );
}
