import type { ReactNode } from "react";

/**
 * Tells the user that the form shows what they typed before rather than what is saved: a draft kept
 * after a validation error or a closed tab, or a form posted after the login had expired.
 */
export function RestoredNotice({ show, children }: { show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <p role="status" className="border-s-4 border-blue-800 bg-blue-50 p-4">
      {children}
    </p>
  );
}
