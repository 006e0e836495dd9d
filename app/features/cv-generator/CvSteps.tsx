import { NavLink } from "@remix-run/react";
import { useCvBase } from "~/features/cv-generator/use-cv-base";
import { useTranslation } from "~/i18n/translation";

export const CV_STEPS = [
  { path: "input/profil", key: "steps.profil" },
  { path: "input/education", key: "steps.education" },
  { path: "input/experience", key: "steps.experience" },
  { path: "input/knowledge", key: "steps.knowledge" },
  { path: "input/hobbies", key: "steps.hobbies" },
  { path: "send", key: "steps.send" },
] as const;

/** The generator's steps as links: every step can be revisited, nothing typed is lost (the draft keeps it). */
export function CvSteps() {
  const { t } = useTranslation("cvgenerator");
  const { base } = useCvBase();
  return (
    <nav aria-label={t("steps.label")} className="mb-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {CV_STEPS.map((step, i) => (
          <li key={step.path}>
            <NavLink
              to={`${base}/${step.path}`}
              className={({ isActive }) =>
                `inline-block rounded border-2 px-2 py-1 ${isActive ? "border-blue-900 bg-blue-900 text-white" : "border-gray-700 text-gray-900"}`
              }
            >
              {i + 1}. {t(step.key)}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
