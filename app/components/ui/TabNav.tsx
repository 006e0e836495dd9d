import { NavLink, type NavLinkProps } from "@remix-run/react";

export interface Tab {
  to: string;
  label: string;
}

/** The look of the portal's tabs: the current one underlined in the unit's colour, the others as links. */
export const underlinedTab =
  (accent: "border-company" | "border-brand") =>
  ({ isActive }: { isActive: boolean }) =>
    `-mb-0.5 block border-b-4 px-3 py-2 font-bold ${
      isActive ? `${accent} text-gray-900` : "border-transparent text-gray-700 underline"
    }`;

/**
 * Links between the pages of one part of the portal, as a named navigation (they work without JavaScript);
 * the current one carries aria-current="page". `end`: a tab is current on its own address only.
 */
export function TabNav({
  label,
  tabs,
  className,
  listClassName = "flex flex-wrap gap-2 border-b-2 border-gray-300",
  linkClassName,
  end,
}: {
  label: string;
  tabs: readonly Tab[];
  className?: string;
  listClassName?: string;
  linkClassName: NavLinkProps["className"];
  end?: boolean;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={end} className={linkClassName}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
