import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** A link to another page that looks like a button: the main way on (primary) or another one. */
export function ButtonLink({ to, label, primary }: { to: string; label: ReactNode; primary?: boolean }) {
  return (
    <Link to={to} className={primary ? "btn-primary" : "btn-secondary"}>
      {label}
    </Link>
  );
}
