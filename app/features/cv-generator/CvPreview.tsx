import type { CvData, CvEntry } from "#contracts";
import { useTranslation } from "~/i18n/translation";

const ARABIC = /[\u0600-\u06ff]/;
const dirOf = (text: string) => (ARABIC.test(text) ? "rtl" : undefined);

function Entries({ heading, entries }: { heading: string; entries: CvEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section>
      <h3 className="mt-4 text-lg font-bold">{heading}</h3>
      <ul className="list-none space-y-2">
        {entries.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the list is rendered once per request
          <li key={i}>
            <p className="font-bold" dir={dirOf(e.title)}>
              {e.title}
            </p>
            <p dir={dirOf(e.place)}>
              {[e.place, [e.from, e.to].filter(Boolean).join(" – ")].filter(Boolean).join(", ")}
            </p>
            {e.description ? <p dir={dirOf(e.description)}>{e.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The CV as HTML, the same sections as the PDF (headings, lists), for a look before downloading. */
export function CvPreview({ cv }: { cv: CvData }) {
  const { t } = useTranslation("cvgenerator");
  const name = [cv.profile.firstName, cv.profile.lastName].filter(Boolean).join(" ");
  const accent = cv.design === "modern" ? "border-s-8 border-blue-800 ps-4" : "";
  return (
    <article aria-labelledby="cv-preview-name" className={`card ${accent}`}>
      <h2 id="cv-preview-name" className="text-2xl font-bold">
        {name || t("preview.noName")}
      </h2>
      {[cv.profile.address, cv.profile.phone, cv.profile.email, cv.profile.birthDate].filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {cv.profile.about ? <p className="mt-2">{cv.profile.about}</p> : null}
      <Entries heading={t("steps.experience")} entries={cv.experience} />
      <Entries heading={t("steps.education")} entries={cv.education} />
      {cv.languages.length > 0 ? (
        <section>
          <h3 className="mt-4 text-lg font-bold">{t("knowledge.languages")}</h3>
          <ul className="list-disc ps-6">
            {cv.languages.map((l) => (
              <li key={`${l.name}-${l.level}`}>
                {l.name}: {t(`levels.${l.level}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {cv.software.length > 0 ? (
        <section>
          <h3 className="mt-4 text-lg font-bold">{t("knowledge.software")}</h3>
          <ul className="list-disc ps-6">
            {cv.software.map((s) => (
              <li key={`${s.name}-${s.level}`}>
                {s.name}: {t(`skills.${s.level}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {cv.hobbies ? (
        <section>
          <h3 className="mt-4 text-lg font-bold">{t("steps.hobbies")}</h3>
          <p dir={dirOf(cv.hobbies)}>{cv.hobbies}</p>
        </section>
      ) : null}
    </article>
  );
}
