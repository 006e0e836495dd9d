import type { NextFunction, Request, Response } from "express";

/**
 * Express's last word on an error it caught itself (a malformed URL such as `/%FF`, which fails
 * before the portal sees it; anything else that escaped): a plain page without a stack trace or a
 * path of this machine. 400 for a bad request, otherwise 500 with the incident id that is logged.
 */
export function finalErrorHandler() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    const badRequest = typeof status === "number" && status >= 400 && status < 500;
    const incident = res.locals.requestId ?? "";
    if (!badRequest) {
      const summary = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error);
      console.error(`[incident ${incident}] ${summary}`);
    }
    const [title, text] = badRequest
      ? ["Ungültige Anfrage / Bad request", "Die Adresse ist ungültig. / The address is not valid."]
      : [
          "Fehler / Error",
          `Ein Fehler ist aufgetreten. / Something went wrong. Vorfall / Incident: ${incident.replace(/[^0-9a-f-]/gi, "")}`,
        ];
    res
      .status(badRequest ? 400 : 500)
      .type("html")
      .set("Cache-Control", "no-store")
      .send(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Tandem</a></p></main></body></html>`,
      );
  };
}
