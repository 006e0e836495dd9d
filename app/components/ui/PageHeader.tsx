import type { ReactNode } from "react";

/** The heading of a page with its lead paragraph (a step page has its own: StepPage). */
export function PageHeader({
  title,
  intro,
  as: Tag = "div",
}: {
  title: ReactNode;
  intro?: ReactNode;
  as?: "div" | "header" | "section";
}) {
  return (
    <Tag className="space-y-2">
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro === undefined ? null : <p className="text-lg">{intro}</p>}
    </Tag>
  );
}
