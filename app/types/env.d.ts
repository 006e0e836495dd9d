/// <reference types="@remix-run/node" />

/** The classic compiler turns an imported stylesheet into the URL of the built file. */
declare module "*.css" {
  const href: string;
  export default href;
}
