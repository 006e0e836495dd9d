import type { HTMLAttributes, ReactNode } from "react";

type Naming =
  /** the heading's id, which names the section (aria-labelledby) */
  | { titleId: string; id?: string }
  /** a section the page links to (`#id`): its heading's id is `${id}-title` */
  | { id: string; titleId?: undefined };

export type SectionProps = Omit<HTMLAttributes<HTMLElement>, "title" | "id"> &
  Naming & {
    title: ReactNode;
    /** the heading of a main block of the page (text-2xl instead of text-xl) */
    large?: boolean;
    headingClassName?: string;
    /** `aside` for a box beside the page's main content */
    as?: "section" | "aside";
  };

/** A part of a page named by its own h2: the frame of nearly every card and block of the portal's pages. */
export function Section({
  id,
  titleId = `${id}-title`,
  title,
  large,
  headingClassName = large ? "text-2xl font-bold" : "text-xl font-bold",
  as: Tag = "section",
  children,
  ...rest
}: SectionProps) {
  return (
    <Tag id={id} aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
