/**
 * The bench's reference: a one-route Remix 2 app built from the project's own packages (same versions,
 * same classic compiler, same future flags) into ./build (ignored by git), where its server build finds
 * the repository's node_modules.
 */
import portal from "../../../remix.config.js";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverBuildPath: "build/index.js",
  assetsBuildDirectory: "build/public",
  publicPath: "/build/",
  future: portal.future,
};
