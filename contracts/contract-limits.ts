/** The limits of a partner contract's fields, apart from its schema (contracts/company-applicants.ts): pages import these without zod. */
export const CONTRACT_LIMITS = {
  weeklyHoursMin: 1,
  weeklyHoursMax: 48,
  monthlySalaryMax: 20000,
  vacationDaysMin: 20,
  vacationDaysMax: 60,
  supervisorName: 120,
  supervisorEmail: 254,
  notes: 2000,
} as const;
