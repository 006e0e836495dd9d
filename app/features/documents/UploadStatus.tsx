import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "~/i18n/translation";
import type { UploadProgress as Progress } from "~/utils/upload";
import type { UploadPhase } from "~/utils/use-progress-upload";

const loadProgress = () => import("./UploadProgress");
const UploadProgress = lazy(loadProgress);

/**
 * An upload's state beside its submit button (docs/product.md#entities: processing, uploading, saved): while uploading the
 * bytes sent of the total, the time left and a button that cancels it (UploadProgress, loaded once an
 * upload starts: it is processed first, so the progress is there when the bytes go). The state is
 * announced politely. Texts in `common`.
 */
export function UploadStatus({
  phase,
  progress,
  onCancel,
}: {
  phase: UploadPhase;
  progress: Progress | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (phase !== "idle") loadProgress();
  }, [phase]);
  const message =
    phase === "idle"
      ? null
      : phase === "cancelled" || phase === "failed"
        ? t(`upload.${phase}`)
        : t(`upload.states.${phase}`);
  return (
    <div className="space-y-2">
      <p aria-live="polite" data-testid="upload-state" className="font-bold text-gray-800">
        {message}
      </p>
      {phase === "uploading" ? (
        <Suspense fallback={null}>
          <UploadProgress progress={progress} onCancel={onCancel} />
        </Suspense>
      ) : null}
    </div>
  );
}
