import { type ReactNode, useEffect, useRef } from "react";
import type { DialogHint } from "~/features/hints/hint-dialogs";
import { HINT_FRAME, HintContent, useHintDismissal } from "./Hint";

/**
 * A one-time hint of docs/product.md#entities that opens as a modal <dialog> with JavaScript: the same element, rendered open
 * in place by the server (an inline notice without JavaScript, so hydration changes nothing), is then
 * reopened modally; its button, the close button and Escape dismiss it in the background.
 */
export function HintDialog({ flag, title, children }: { flag: DialogHint; title: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { dismissed, dismiss } = useHintDismissal(flag);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.matches(":modal")) return;
    element.close();
    element.showModal();
  }, []);
  if (dismissed) return null;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={`hint-${flag}`}
      data-hint={flag}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      className={`${HINT_FRAME} w-full max-w-lg rounded-lg shadow-lg backdrop:bg-black/50 [&:not(:modal)]:static [&:not(:modal)]:max-w-none [&:not(:modal)]:rounded-none [&:not(:modal)]:shadow-none`}
    >
      <HintContent flag={flag} title={title} dismiss={dismiss} closeButton>
        {children}
      </HintContent>
    </dialog>
  );
}
