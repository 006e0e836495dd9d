import { useNavigate, useNavigation } from "@remix-run/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useRootData } from "~/render/root-data";
import type { UploadPhase, UploadProgress } from "./upload";

// The sending code (downscaling, XMLHttpRequest with progress) loads when a file is chosen or sent, not
// with the page: most visits of a page with an upload form upload nothing.
const loadUpload = () => import("./upload");

export type { UploadPhase };

export interface ProgressUpload {
  phase: UploadPhase;
  progress: UploadProgress | null;
  /** The form's submit handler: without JavaScript it never runs and the browser posts the form itself. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  cancel: () => void;
  /** Starts loading the sending code early (a file was chosen): the submit then waits for nothing. */
  prepare: () => void;
}

/**
 * A multipart form's upload with progress: a photo is made smaller first (processing), the body goes to
 * the form's own action through XMLHttpRequest (uploading, with bytes sent and time left, cancellable),
 * the action's redirect is followed as a client navigation (processing), and its success message ends it
 * (saved). `tooLarge(file)` refuses a file before it is sent (true: not sent).
 */
export function useProgressUpload(tooLarge: (file: File) => boolean): ProgressUpload {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const flashKind = useRootData()?.flash?.kind;
  const [phase, setPhase] = useState<UploadPhase>("idle");
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  // the client navigation to the action's redirect: started, then seen under way
  const following = useRef<"no" | "started" | "loading">("no");

  useEffect(() => {
    if (following.current === "no") return;
    if (navigation.state !== "idle") following.current = "loading";
    else if (following.current === "loading") {
      following.current = "no";
      setPhase(flashKind === "success" ? "saved" : "idle");
    }
  }, [navigation.state, flashKind]);

  // Leaving the page while an upload runs stops it: nothing is left sending in the background.
  useEffect(() => () => controller.current?.abort(), []);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (controller.current) return;
      const form = event.currentTarget;
      const body = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
      const abort = new AbortController();
      controller.current = abort;
      setPhase("processing");
      loadUpload()
        .then(({ sendForm }) =>
          sendForm(body, form.action, abort.signal, {
            setPhase,
            setProgress,
            tooLarge,
            follow: (location) => {
              following.current = "started";
              navigate(location, { replace: true, preventScrollReset: true });
            },
          }),
        )
        // the sending code could not be loaded (the connection dropped): the upload did not start
        .catch(() => setPhase("failed"))
        .finally(() => {
          controller.current = null;
        });
    },
    [navigate, tooLarge],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { phase, progress, onSubmit, cancel, prepare: loadUpload };
}
