import { useState } from "react";
import { useTranslation } from "~/i18n/translation";

/**
 * A video with its error state (docs/product.md#error-catalogue: the video modal shows an error when no source is given; the
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
