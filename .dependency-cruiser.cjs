/**
 * The name of one segment of a flat route id (Remix's folder names: `b2b`, `$id` without its `$`,
 * `job-openings_`, `($eId)` without its parentheses): the dots between segments nest a route under its
 * parent layout. Characters that mean something in a pattern are left out: the rule below writes the names
 * it captures into one.
 */
const SEGMENT_NAME = String.raw`([^./$()*+?^|{}\\[\]]*)`;
/**
 * Between two names: a dot, or an escaped dot (`interview[.]ics`), read as a separator too so that no
 * bracket reaches a pattern; it makes `ds.tips_.$slug` pass for a parent of `ds.tips_.$slug[.]pdf`.
 */
const SEPARATOR = String.raw`(?:\.|\[\.\])`;
/**
 * Around a name: an optional segment's parentheses and a `$`, kept out of the captured names (a `$` written
 * into a pattern would end it): `($eId)` captures `eId`.
 */
const segment = (name) => String.raw`(?:\(|)(?:\$|)${name}(?:\)|)`;
/** The deepest route id the layout rule reads: dependency-cruiser substitutes the groups $1 to $9. */
const ROUTE_DEPTH = 9;

// dependency-cruiser refuses patterns with nested or many quantifiers (safe-regex): optional parts are
// written as alternatives with an empty branch.

/** A route module's folder under app/routes/, each segment's name a group: $1 the first, $2 the second, … */
const ROUTE_FOLDER = `^app/routes/${segment(SEGMENT_NAME)}${`(?:${SEPARATOR}${segment(SEGMENT_NAME)}|)`.repeat(ROUTE_DEPTH - 1)}/`;

/**
 * The folders of a route's parent layouts by Remix's flat-route naming, and its own: every prefix of its id
 * (`b2b.job-openings.$id.contacted`: `b2b`, `b2b.job-openings`, `b2b.job-openings.$id` and itself). A
 * trailing underscore ends the nesting by itself: `b2b_` of `b2b_.impressum` is no route. A prefix longer
 * than the route's id keeps a placeholder that no path matches.
 */
const OWN_AND_PARENT_FOLDERS = (() => {
  const names = Array.from({ length: ROUTE_DEPTH }, (_, i) => segment(`$${i + 1}`));
  const prefixes = names.map((_, k) => names.slice(0, k + 1).join(SEPARATOR));
  return `^app/routes/(?:${prefixes.join("|")})/`;
})();

/**
 * The layering of docs/decisions/001 and 019, checked by `npm run lint` (`depcruise`).
 * Paths are resolved (tsconfig `~/*`, package.json `#contracts`), so a rule sees where an import lands,
 * not how its specifier is spelled.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "app-not-to-api",
      comment: "The portal reaches the API over HTTP only (app/api/), never by importing its modules.",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/api/" },
      to: { path: "^api/" },
    },
    {
      name: "app-api-types-only-from-api",
      comment: "app/api/ may name the API's types (a typed client) but must not pull API code into the portal.",
      severity: "error",
      from: { path: "^app/api/" },
      to: { path: "^api/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "app-not-to-idp",
      comment: "The development identity providers are reached through OpenID Connect, never imported.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^idp/" },
    },
    {
      name: "api-not-to-app",
      comment: "The API stands on its own (it may move to its own process); it never imports the portal.",
      severity: "error",
      from: { path: "^api/" },
      to: { path: "^app/" },
    },
    {
      name: "idp-only-contracts",
      comment: "The development identity providers share only contracts/ (the demo accounts) with the rest.",
      severity: "error",
      from: { path: "^idp/" },
      to: { path: "^(app|api|server)/" },
    },
    {
      name: "contracts-are-leaves",
      comment: "contracts/ is what both sides share; it imports neither side.",
      severity: "error",
      from: { path: "^contracts/" },
      to: { path: "^(app|api|idp|server)/" },
    },
    {
      name: "route-not-to-route",
      comment:
        "A route imports no other route but its parent layouts (docs/decisions/072): what routes share lives in " +
        "app/features/<feature>/. Tests may call any route's loader and action.",
      severity: "error",
      from: { path: ROUTE_FOLDER, pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/routes/", pathNot: OWN_AND_PARENT_FOLDERS },
    },
    {
      name: "nothing-else-to-route",
      comment:
        "Features, components and the rest of the portal never import a route (docs/decisions/072), not even " +
        "a type: a route sits on top of its feature. Tests may call any route's loader and action.",
      severity: "error",
      from: { pathNot: "^app/routes/|\\.test\\.tsx?$|^tests/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "browser-code-not-to-server-values",
      comment:
        "Only a route module's loader and action may use a `.server` module: Remix empties those modules in the " +
        "browser bundle, so a value a component or a shared module takes from one is undefined there (types are " +
        "fine). Server-only helpers are `.server` modules themselves. The one exception is the consent manager, " +
        "which renders a server-only <noscript> and checks for the emptied module on purpose.",
      severity: "error",
      from: {
        path: "^app/",
        pathNot:
          "(^|/)route\\.tsx?$|^app/root\\.tsx$|^app/entry\\.server\\.tsx$|\\.server\\.tsx?$|\\.test\\.tsx?$|^app/render/test-context\\.ts$|^app/consent/manager\\.tsx$",
      },
      to: { path: "\\.server\\.tsx?$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-circular",
      comment: "An import cycle makes load order matter and hides which part depends on which.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-unresolvable",
      comment: "An import the checker cannot resolve is an import it cannot check.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|public/build|scripts/bench/bare/build|\\.cache|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
  },
};
