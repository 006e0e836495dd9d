/** The fields of the CV's profile step, in page order: the page renders them, the action reads them. */
export const PROFILE_FIELDS = ["firstName", "lastName", "email", "phone", "address", "birthDate", "about"] as const;
