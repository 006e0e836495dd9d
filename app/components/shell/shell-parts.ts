import type { ComponentType } from "react";

/**
 * Parts of the shell (app/root.tsx) that a page without the navigation bar shows itself, lent through
 * the root's outlet context: the page uses the shell's own copy, and its JavaScript stays in the root's
 * chunk instead of a chunk that the root and those pages share.
 */
export interface ShellParts {
  LanguageSwitcher: ComponentType;
}
