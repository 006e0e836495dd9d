import { Link } from "@remix-run/react";

/** Back/forward links between the sub-steps of a step. */
export function SubStepLinks({
  back,
  next,
}: {
  back?: { to: string; label: string };
  next?: { to: string; label: string };
}) {
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3" aria-label={back?.label ?? next?.label}>
      {back ? (
        <Link to={back.to} className="btn-secondary">
          {back.label}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.to} className="btn-primary">
          {next.label}
        </Link>
      ) : null}
    </nav>
  );
}
