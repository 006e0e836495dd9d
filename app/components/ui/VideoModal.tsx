import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/translation";

/**
 * A video with its error state (spec §8: the video modal shows an error when no source is given; the
 * same when the browser cannot play the source).
 */
export function VideoPlayer({ src, title }: { src: string | null; title: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <p role="alert" className="border-s-4 border-red-700 bg-red-50 p-3" data-testid="video-error">
        {t("video.error")}
      </p>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the training videos carry no speech-only content yet; captions come with the recordings
    <video controls preload="none" src={src} title={title} className="w-full" onError={() => setFailed(true)}>
      {t("video.unsupported")}
    </video>
  );
}

/**
 * A link to the video's own page (without JavaScript); with JavaScript the same video in a modal
 * <dialog> (Escape or the close button closes it).
 */
export function VideoLink({
  href,
  title,
  src,
  children,
}: {
  href: string;
  title: string;
  src: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);
  return (
    <>
      <a
        href={href}
        className="btn-secondary"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open ? (
        <dialog
          ref={dialog}
          aria-labelledby="video-dialog-title"
          onClose={() => setOpen(false)}
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
      ) : null}
    </>
  );
}
