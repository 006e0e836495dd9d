import { Link } from "@remix-run/react";
import type { SelfmatchingOpening } from "#contracts/selfmatching";
import { textLanguage, useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";
import { LostReason, OfferLabel, statusText } from "./MatchStatus";

/** One job opening in the selfmatching lists; the title links to the details. */
export function OpeningCard({ opening, showNew }: { opening: SelfmatchingOpening; showNew: boolean }) {
  const { t, i18n } = useTranslation(["selfmatching", "matching"]);
  const status = statusText(t, opening, i18n.language);
  const german = textLanguage("de", i18n.language);
  return (
    <li className="card space-y-2">
      <h3 className="text-lg font-bold">
        <Link to={`/ds/selfmatching/${opening.id}`} className="underline">
          {opening.title}
        </Link>
      </h3>
      <p className="font-bold">{opening.companyName}</p>
      <p>
        <span {...german}>{opening.course}</span> · <span {...german}>{opening.campus.name}</span>
      </p>
      <p>
        {t("card.startDate", { date: formatDate(opening.startDate, i18n.language) })} ·{" "}
        {t(`matching:workModel.${opening.workModel}`)} · {t("card.openPositions", { count: opening.openPositions })}
      </p>
      <div className="flex flex-wrap gap-2">
        {showNew && !opening.viewed ? (
          <span className="inline-block rounded bg-green-800 px-2 py-0.5 text-sm text-white">{t("card.new")}</span>
        ) : null}
        {opening.favourite ? (
          <span className="inline-block rounded border border-gray-700 px-2 py-0.5 text-sm">{t("card.favourite")}</span>
        ) : null}
        <OfferLabel label={opening.offerLabel} />
      </div>
      {status ? <p className="font-bold">{status}</p> : null}
      <LostReason opening={opening} />
    </li>
  );
}
