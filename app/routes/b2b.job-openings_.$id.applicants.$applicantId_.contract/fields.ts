/** The contract form's intents and fields (page and action alike; the schemas are ./schemas.server.ts). */
export const CONTRACT_INTENTS = { create: "create", save: "save", sign: "sign" } as const;
export const CONTRACT_FIELDS = [
  "startDate",
  "weeklyHours",
  "monthlySalary",
  "vacationDays",
  "supervisorName",
  "supervisorEmail",
  "notes",
] as const;
