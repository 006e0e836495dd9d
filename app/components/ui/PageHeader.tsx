import type { ReactNode } from "react";

/** The heading of a page with its lead paragraph (a step page has its own: StepPage). */
export function PageHeader({
  title,
  intro,
  introSize = "lead",
  as: Tag = "div",
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** a lead paragraph in larger type, or one in the body's size (the company unit's lists) */
  introSize?: "lead" | "body";
  as?: "div" | "header" | "section";
}) {
  return (
    <Tag className="space-y-2">
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro === undefined ? null : <p className={introSize === "lead" ? "text-lg" : undefined}>{intro}</p>}
    </Tag>
  );
}
