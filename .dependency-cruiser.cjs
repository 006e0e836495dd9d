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
