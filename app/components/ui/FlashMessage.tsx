import { useTranslation } from "~/i18n/translation";

const styles = {
  success: "border-green-700 bg-green-50",
  error: "border-red-700 bg-red-50",
  info: "border-blue-800 bg-blue-50",
};

/** A one-time message after a redirect (post/redirect/get); announced politely to screen readers. */
export function FlashMessage({ flash }: { flash: { kind: "success" | "error" | "info"; key: string } }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`mb-6 border-s-4 p-4 ${styles[flash.kind]}`}>
      {t(flash.key)}
    </div>
  );
}
