import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { COURSES, SELFMATCHING_TABS, type SelfmatchingTab } from "#contracts/matching-enums";
import type { SelfmatchingFilterOptions } from "#contracts/selfmatching";
import { isUuid } from "#contracts/uuid";
import { getSelfmatchingFilterOptions, listSelfmatching } from "~/api/selfmatching.server";
import { Checkbox } from "~/components/ui/Choice";
import { Form } from "~/components/ui/Form";
import { Hint } from "~/components/ui/Hint";
import { PageHeader } from "~/components/ui/PageHeader";
import { Pager } from "~/components/ui/Pager";
import { Section } from "~/components/ui/Section";
import { useApplicant } from "~/features/applicant/use-applicant";
import { NotReady } from "~/features/selfmatching/NotReady";
import { OpeningCard } from "~/features/selfmatching/OpeningCard";
import { readIfReady } from "~/features/selfmatching/selfmatching.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { formatDate } from "~/utils/format";
import { pageParam } from "~/utils/paging";

export const handle: RouteHandle = { title: "selfmatching:title", i18n: ["selfmatching", "matching"] };
const HERE = "/ds/selfmatching";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter of the "all" tab from the query string; values the API would refuse are dropped. */
function filterOf(url: URL) {
  const values = (name: string, ok: (v: string) => boolean) =>
    [...new Set(url.searchParams.getAll(name))].filter(ok).slice(0, 50);
  return {
    courses: values("courses", (v) => (COURSES as readonly string[]).includes(v)),
    campuses: values("campuses", isUuid),
    intakes: values("intakes", (v) => DAY.test(v)),
  };
}

const tabOf = (url: URL): SelfmatchingTab => {
  const tab = url.searchParams.get("tab");
  return SELFMATCHING_TABS.includes(tab as SelfmatchingTab) ? (tab as SelfmatchingTab) : "related";
};

/** Overview (docs/product.md#applicant-unit selfmatching): tabs as links, the "all" tab with a GET filter form; all works without JS. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const url = new URL(request.url);
  const tab = tabOf(url);
  const page = pageParam(url);
  const filter = filterOf(url);

  const query = new URLSearchParams({ page: String(page) });
  if (tab === "all") {
    for (const key of ["courses", "campuses", "intakes"] as const) {
      if (filter[key].length) query.set(key, filter[key].join(","));
    }
  }
  const list = await readIfReady(listSelfmatching(args, tab, query));
  if (!list.ready) return { ready: false as const, tab };

  const options = tab === "all" ? await getSelfmatchingFilterOptions(args) : null;
  return { ready: true as const, tab, list: list.value, options, filter };
}

/** The overview address with `changes` applied to the current query (pagination keeps the filter). */
function hrefWith(search: URLSearchParams, changes: Record<string, string | null>) {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) next.delete(k);
    else next.set(k, v);
  }
  const q = next.toString();
  return q ? `${HERE}?${q}` : HERE;
}

export default function SelfmatchingOverview() {
  const { t } = useTranslation("selfmatching");
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} as="header" />
      {data.ready ? <Overview data={data} /> : <NotReady />}
    </div>
  );
}

type ReadyData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { ready: true }>;

function Overview({ data }: { data: ReadyData }) {
  const { t } = useTranslation("selfmatching");
  const { t: tc } = useTranslation();
  const { account } = useApplicant();
  const { tab, list, options, filter } = data;
  const search = new URLSearchParams();
  search.set("tab", tab);
  for (const key of ["courses", "campuses", "intakes"] as const) for (const v of filter[key]) search.append(key, v);
  return (
    <>
      {!account.hints.visitedSelfMatchingView ? (
        <Hint flag="visitedSelfMatchingView" title={t("firstVisit.title")}>
          <p>{t("firstVisit.text")}</p>
        </Hint>
      ) : null}
      {!account.hints.hideDmsInfoModalJobOpenings ? (
        <Hint flag="hideDmsInfoModalJobOpenings" title={tc("hints.dmsJobOpenings.title")}>
          <p>{tc("hints.dmsJobOpenings.text")}</p>
          <p>
            <Link to="/ds/documents">{tc("hints.dmsHome.link")}</Link>
          </p>
        </Hint>
      ) : null}
      <nav aria-label={t("tabs.label")}>
        <ul className="flex flex-wrap gap-2 border-b border-gray-300">
          {SELFMATCHING_TABS.map((name) => (
            <li key={name}>
              <Link
                to={name === "related" ? HERE : `${HERE}?tab=${name}`}
                aria-current={name === tab ? "page" : undefined}
                className={`inline-block px-3 py-2 ${name === tab ? "border-b-4 border-blue-800 font-bold" : "underline"}`}
              >
                {t(`tabs.${name}`)}
                {name === "related" && list.unreadJobOpenings > 0
                  ? ` (${t("unread", { count: list.unreadJobOpenings })})`
                  : ""}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section titleId="list-title" title={t(`tabs.${tab}`)} large className="space-y-4">
        {tab === "all" && options ? <FilterForm options={options} filter={filter} /> : null}
        {tab === "all" ? <p role="status">{t("results", { count: list.total })}</p> : null}
        {list.items.length ? (
          <ul className="space-y-4">
            {list.items.map((o) => (
              <OpeningCard key={o.id} opening={o} showNew={tab === "related"} />
            ))}
          </ul>
        ) : (
          <p>{t(`empty.${tab}`)}</p>
        )}
        <Pager
          label={t("pagination.label")}
          page={list.page}
          pages={list.pages}
          href={(p) => hrefWith(search, { page: String(p) })}
        />
      </Section>
    </>
  );
}

/** A plain GET form: checkbox lists, submitted without JavaScript; the result URL can be bookmarked. */
function FilterForm({ options, filter }: { options: SelfmatchingFilterOptions; filter: ReadyData["filter"] }) {
  const { t, i18n } = useTranslation("selfmatching");
  if (!options.courses.length) return <p>{t("filter.none")}</p>;
  const group = (name: "courses" | "campuses" | "intakes", items: { value: string; label: string }[]) => (
    <fieldset className="space-y-2">
      <legend className="font-bold">{t(`filter.${name}`)}</legend>
      {items.map((item, i) => (
        <Checkbox
          key={item.value}
          id={`filter-${name}-${i}`}
          name={name}
          value={item.value}
          label={item.label}
          defaultChecked={filter[name].includes(item.value)}
        />
      ))}
    </fieldset>
  );
  return (
    <Form method="get" action={HERE} className="card space-y-4" aria-labelledby="filter-title">
      <h3 id="filter-title" className="text-lg font-bold">
        {t("filter.title")}
      </h3>
      <input type="hidden" name="tab" value="all" />
      <div className="grid gap-6 md:grid-cols-3">
        {group(
          "courses",
          options.courses.map((c) => ({ value: c, label: c })),
        )}
        {group(
          "campuses",
          options.campuses.map((c) => ({ value: c.id, label: c.name })),
        )}
        {group(
          "intakes",
          options.intakes.map((d) => ({ value: d, label: formatDate(d, i18n.language) })),
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {t("filter.apply")}
        </button>
        <Link to={`${HERE}?tab=all`} className="btn-secondary">
          {t("filter.reset")}
        </Link>
      </div>
    </Form>
  );
}
