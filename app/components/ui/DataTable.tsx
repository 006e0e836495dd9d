import type { ReactNode } from "react";

/** A column heading; an object where the heading needs its own classes (e.g. an amount set to the end). */
export type Column = string | { label: string; className: string };

const HEAD_CLASS = "py-2 pe-3 text-start";

/**
 * The list table of the portal's pages: scrolls sideways on narrow screens, named by a caption for screen
 * readers only, one heading row; the rows are the caller's (their cells name their column in `data-label`,
 * which the stacked phone layout shows).
 */
export function DataTable({
  caption,
  columns,
  className = "table-rows w-full text-start",
  children,
}: {
  caption: string;
  columns: readonly Column[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={className}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300">
            {columns.map((column) => {
              const { label, className: headClass } =
                typeof column === "string" ? { label: column, className: HEAD_CLASS } : column;
              return (
                <th key={label} scope="col" className={headClass}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of a `DataTable` row, labelled with its column for the stacked phone layout. */
export function Cell({
  label,
  className = "py-2 pe-3",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td data-label={label} className={className}>
      {children}
    </td>
  );
}

/** The first cell of a `DataTable` row when it names the row (a subject, a number). */
export function RowHeading({
  label,
  className = "py-2 pe-3 text-start font-bold",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <th scope="row" data-label={label} className={className}>
      {children}
    </th>
  );
}
