/**
 * Serves the bare app like server.ts serves the portal (Express, compression with the portal's options,
 * the Remix request handler), on 127.0.0.1 only. Usage: PORT=… node server.mjs (after `npx remix build` in this folder)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { compressionOptions } from "../../../server/compression.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(here, "build/index.js"));
const app = express();
app.disable("x-powered-by");
app.use(compression(compressionOptions));
app.use("/build", express.static(path.join(here, "build/public"), { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT ?? 3399), "127.0.0.1");
