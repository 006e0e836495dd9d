import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";
import type { conformance } from "./conformance.server";

const PRINCIPLES = ["1", "2", "3", "4"] as const;
const STATUS_KEYS = {
  supports: "supports",
  "partially supports": "partiallySupports",
  "does not support": "doesNotSupport",
  "not applicable": "notApplicable",
} as const;

/**
 * The conformance report of WCAG 2.2 A/AA (EN 301 549 clause 9), linked from the accessibility statement:
 * every criterion with its status, how it is verified and its known exceptions, generated from the tests
 * (docs/accessibility/conformance.md is the same report). German and English; the test names and methods
 * are English, marked as such on the German page.
 */
export function ConformanceReport() {
  const { t, i18n } = useTranslation("conformance");
  const { lastFullRun, summary, rows } = useLoaderData<typeof conformance>();
  const german = i18n.language.startsWith("de");
  // the evidence is written in English: marked as English where the page is not
  const english = german ? "en" : undefined;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 leading-relaxed">
      <h1 className="text-3xl font-bold leading-tight">{t("title")}</h1>
      <p className="mt-3">{t("intro", { date: formatDate(lastFullRun, i18n.language) })}</p>
      <p className="mt-3">
        {t("summary", {
          supports: summary.supports,
          partially: summary["partially supports"],
          not: summary["does not support"],
          notApplicable: summary["not applicable"],
        })}
      </p>
      <p className="mt-3">
        <Link to="/barrierefreiheit">{t("statementLink")}</Link>
      </p>
      {PRINCIPLES.map((principle) => (
        <section key={principle} aria-labelledby={`principle-${principle}`} className="mt-10">
          <h2 id={`principle-${principle}`} className="text-2xl font-bold">
            {t(`principle.${principle}`)}
          </h2>
          <ul className="mt-4 space-y-6">
            {rows
              .filter((row) => row.id.startsWith(`${principle}.`))
              .map((row) => (
                <li key={row.id} className="border-s-4 border-gray-300 ps-4">
                  <h3 className="text-lg font-bold">
                    {row.id} {german ? row.title.de : row.title.en} ({t("level", { level: row.level })})
                  </h3>
                  <dl className="mt-2 space-y-2">
                    <div>
                      <dt className="font-bold">{t("status")}</dt>
                      <dd className="ms-0">
                        {t(`statuses.${STATUS_KEYS[row.status]}`)}
                        {row.obsolete ? ` – ${t("obsolete")}` : null}
                      </dd>
                    </div>
                    <div>
                      <dt className="font-bold">{t("verified")}</dt>
                      <dd className="ms-0">
                        <ul className="list-disc space-y-1 ps-6">
                          {row.tests.map((test) => (
                            <li key={test}>
                              {t("test")}: <span lang={english}>{test}</span>
                            </li>
                          ))}
                          {row.automated ? (
                            <li>
                              {t("automated")}: <span lang={english}>{row.automated}</span>
                            </li>
                          ) : null}
                          {row.manual ? (
                            <li>
                              {t("manual", { date: formatDate(row.manual.date, i18n.language) })}:{" "}
                              <span lang={english}>{row.manual.method}</span>
                            </li>
                          ) : null}
                        </ul>
                      </dd>
                    </div>
                    <div>
                      <dt className="font-bold">{t("exceptions")}</dt>
                      <dd className="ms-0">
                        {row.exceptions.length ? (
                          <ul className="list-disc ps-6">
                            {row.exceptions.map((e) => (
                              <li key={e} lang={english}>
                                {e}
                              </li>
                            ))}
                          </ul>
                        ) : (
                          t("none")
                        )}
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
