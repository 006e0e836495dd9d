/**
 * The optional third-party services of the consent tool (docs/product.md#other-flows, docs/product.md#api-calls) as configuration: per service a
 * script URL and, per unit (applicant, company, business portal), the id of the account or container.
 * A service without a script URL or without an id for a unit is absent there. Validated at boot with the
 * rest of the environment (server/config.ts); the tag-container id must look like `GTM-ABC123` (docs/product.md#validation).
 */
import { z } from "zod";
import {
  CONSENT_SERVICES,
  type ConsentService,
  SERVICE_UNITS,
  type ServicesConfig,
  type ServiceUnit,
} from "#contracts/consent";

export type { ServicesConfig };

/** Environment names of each service: `<PREFIX>_SCRIPT_URL`, `<PREFIX>_ID_APPLICANT|_COMPANY|_BUSINESS_PORTAL`. */
export const SERVICE_ENV_PREFIX: Record<ConsentService, string> = {
  tagManager: "TAG_MANAGER",
  sessionRecording: "SESSION_RECORDING",
  inAppGuidance: "IN_APP_GUIDANCE",
  scheduling: "SCHEDULING",
  abTesting: "AB_TESTING",
};

const UNIT_SUFFIX: Record<ServiceUnit, string> = {
  applicant: "APPLICANT",
  company: "COMPANY",
  businessPortal: "BUSINESS_PORTAL",
};

const GTM_ID = /^GTM-[A-Z0-9]+$/;

/** The id a mistyped tag-container id most likely meant: upper case, `GTM-` once, nothing but letters and digits. */
export function suggestGtmId(value: string): string {
  const rest = value
    .trim()
    .toUpperCase()
    .replace(/^GTM[-_\s]*/, "")
    .replace(/[^A-Z0-9]/g, "");
  return `GTM-${rest || "XXXXXXX"}`;
}

const scriptUrl = z
  .url()
  .refine((v) => /^https?:\/\//.test(v), "must be an http(s) URL (use {id} where the id goes)")
  .optional();
const serviceId = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, "must be letters, digits, '.', '_' or '-' (at most 100)")
  .optional();
const gtmId = z
  .string()
  .optional()
  .superRefine((value, ctx) => {
    if (value !== undefined && !GTM_ID.test(value)) {
      ctx.addIssue({
        code: "custom",
        message: `"${value}" is not a tag-container id (GTM- followed by upper-case letters and digits); did you mean "${suggestGtmId(value)}"?`,
      });
    }
  });

const envName = (service: ConsentService, unit: ServiceUnit) =>
  `${SERVICE_ENV_PREFIX[service]}_ID_${UNIT_SUFFIX[unit]}`;

/** The zod shape of every service variable, spread into the server's EnvSchema. */
export const SERVICE_ENV_SHAPE = Object.fromEntries(
  CONSENT_SERVICES.flatMap((service) => [
    [`${SERVICE_ENV_PREFIX[service]}_SCRIPT_URL`, scriptUrl],
    ...SERVICE_UNITS.map((unit) => [envName(service, unit), service === "tagManager" ? gtmId : serviceId]),
  ]),
) as Record<string, z.ZodType<string | undefined>>;

/** The configured services from the validated environment. */
export function servicesConfig(env: Record<string, unknown>): ServicesConfig {
  const config: ServicesConfig = {};
  for (const service of CONSENT_SERVICES) {
    const url = env[`${SERVICE_ENV_PREFIX[service]}_SCRIPT_URL`];
    if (typeof url !== "string") continue;
    const ids: Partial<Record<ServiceUnit, string>> = {};
    for (const unit of SERVICE_UNITS) {
      const id = env[envName(service, unit)];
      if (typeof id === "string") ids[unit] = id;
    }
    config[service] = { scriptUrl: url, origin: new URL(url.replace("{id}", "x")).origin, ids };
  }
  return config;
}
