import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translation";
import { VideoPlayer } from "./VideoPlayer";

/** The video in a modal <dialog> (Escape or the close button closes it); loaded when first opened. */
export default function VideoDialog({
  title,
  src,
  onClosed,
}: {
  title: string;
  src: string | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="video-dialog-title"
      onClose={onClosed}
      className="w-full max-w-2xl rounded-lg border border-gray-300 bg-white p-6 text-gray-900 shadow-lg backdrop:bg-black/50"
    >
      <div className="space-y-4">
        <div className="flex items-start justify-between gap-4">
          <h2 id="video-dialog-title" className="text-xl font-bold">
            {title}
          </h2>
          <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
            {t("video.close")}
          </button>
        </div>
        <VideoPlayer src={src} title={title} />
      </div>
    </dialog>
  );
}
