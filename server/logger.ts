/**
 * The server's log: one JSON line per record (pino), to stdout or to `LOG_FILE`. Every text goes through
 * the error monitoring's scrubber first (app/utils/scrub.ts: e-mail addresses, phone numbers, IBANs,
 * tokens, query strings), and a request is logged by its route pattern, never its query or body: the log
 * holds no personal data (docs/security.md). The console of the whole process writes here too, so a
 * `console.warn` anywhere (the API's incident lines, the mail sender) is a scrubbed JSON line as well.
 */
import { format } from "node:util";
import pino, { type Logger } from "pino";
import { isUuid } from "#contracts/uuid";
import { scrubText } from "../app/utils/scrub";

export type { Logger };

export function createLogger(options: { file?: string; level?: string } = {}): Logger {
  // stdout asynchronously (a pipe to a collector must not slow requests); a file synchronously, so that
  // nothing is lost when the process ends abruptly and a reader sees every line at once
  const destination = pino.destination({ dest: options.file ?? 1, sync: Boolean(options.file), mkdir: true });
  return pino(
    {
      level: options.level ?? "info",
      base: { service: "tandem" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        // the message of every record, however it was made, passes the scrubber
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (typeof first === "string") return method.apply(this, [scrubText(format(first, ...rest))]);
          const text = rest.length > 0 ? scrubText(format(...(rest as [unknown, ...unknown[]]))) : undefined;
          return method.apply(this, (text === undefined ? [first] : [first, text]) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/** Routes the process's console into the log (scrubbed JSON lines); returns a function that restores it. */
export function captureConsole(logger: Logger): () => void {
  const original = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const text = (args: unknown[]) => format(...(args as [unknown, ...unknown[]]));
  console.log = (...args: unknown[]) => logger.info(text(args));
  console.info = (...args: unknown[]) => logger.info(text(args));
  console.warn = (...args: unknown[]) => logger.warn(text(args));
  console.error = (...args: unknown[]) => logger.error(text(args));
  return () => Object.assign(console, original);
}

/** A segment that names one record or carries a value: ids, numbers of 4+ digits, long opaque tokens. */
const VALUE_SEGMENT = /^(?:\d{4,}|[\w-]{24,}|[^/]*[@%][^/]*)$/;

/**
 * The route of a request path for logs and metrics: every id or value segment becomes `:id`, so the
 * label set stays small and no e-mail address or token in a path reaches the log (`/ds/notifications/…`,
 * `/api/b2b/v1/companies/:id/employees`).
 */
export function routeOf(pathname: string): string {
  const segments = pathname.split("?")[0].split("/");
  return (
    segments
      .slice(0, 12)
      .map((segment) => {
        // a record's file keeps its extension (`/b2b/invoices/:id.pdf`)
        if (isUuid(segment) || VALUE_SEGMENT.test(segment)) return ":id";
        const file = /^(.+)(\.[A-Za-z0-9]{1,5})$/.exec(segment);
        return file && (isUuid(file[1]) || VALUE_SEGMENT.test(file[1])) ? `:id${file[2]}` : segment;
      })
      .join("/") || "/"
  );
}
