import type { HTMLAttributes, ReactNode } from "react";

/** Terms and their values side by side (stacked on phones): the record view of the portal's pages. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">{children}</dl>;
}

/** One term of a `DetailList` and its value; the value's element takes the rest (a test id, a class). */
export function Detail({ term, children, ...value }: { term: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <>
      <dt className="text-gray-700">{term}</dt>
      <dd {...value}>{children}</dd>
    </>
  );
}
