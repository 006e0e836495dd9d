import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translation";

/** Spec §4.3/§9: the success banner of the verification e-mail stays 3.5 s, the error banner 5 s. */
export const BANNER_MS = { success: 3500, error: 5000 } as const;

export function VerificationBanner({ banner }: { banner: { kind: "success" | "error"; key: string } }) {
  const { t } = useTranslation("profile");
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), BANNER_MS[banner.kind]);
    return () => clearTimeout(timer);
  }, [banner.kind]);
  if (!visible) return null;
  return (
    <div
      role={banner.kind === "error" ? "alert" : "status"}
      data-testid="verification-banner"
      className={`border-s-4 p-4 ${banner.kind === "error" ? "border-red-700 bg-red-50" : "border-green-700 bg-green-50"}`}
    >
      {t(banner.key)}
    </div>
  );
}
