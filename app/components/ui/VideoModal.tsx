import { type ComponentType, type ReactNode, useState } from "react";

type Dialog = ComponentType<{ title: string; src: string | null; onClosed: () => void }>;

/**
 * A link to the video's own page (without JavaScript); with JavaScript the same video in a modal dialog,
 * whose code is fetched on the first click (it is not part of the page's first load).
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
  const [VideoDialog, setVideoDialog] = useState<Dialog | null>(null);
  return (
    <>
      <a
        href={href}
        className="btn-secondary"
        onClick={(event) => {
          event.preventDefault();
          void import("./VideoDialog").then((module) => setVideoDialog(() => module.default));
        }}
      >
        {children}
      </a>
      {VideoDialog ? <VideoDialog title={title} src={src} onClosed={() => setVideoDialog(null)} /> : null}
    </>
  );
}
