/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: "app",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverBuildPath: "build/index.js",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: false,
  // Packages that ship ESM only must be bundled into the server build.
  // contracts/ (the "#contracts" imports) and JSON data too: production runs plain Node without a
  // TypeScript loader, which imports neither .ts nor .json (docs/decisions/057-image-runs-compiled-server.md).
  serverDependenciesToBundle: [/^@mjackson\//, /^remix-i18next/, /^#contracts/, /\.json$/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // On (ADR 045): the whole route manifest in every page would put the form pages over their
    // JavaScript budget.
    v3_lazyRouteDiscovery: true,
  },
};
