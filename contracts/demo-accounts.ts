/**
 * Demo accounts of the development identity providers (idp/) and the seed (api/db/seed.ts).
 * Both read this one list so that a login at a dev issuer always meets its seeded account.
 * Password of every demo account: DEMO_PASSWORD. Development only: the dev issuers are not
 * mounted when an external issuer is configured.
 */
export const DEMO_PASSWORD = "tandem";

export type DemoIssuer = "applicant" | "company" | "staff";

export interface DemoAccount {
  issuer: DemoIssuer;
  /** OpenID Connect subject: stable, also the key under which the API stores the account. */
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  /** What this account shows (README, login page). */
  note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  // Applicants
  {
    issuer: "applicant",
    sub: "applicant-lena",
    email: "lena.lehmann@example.org",
    givenName: "Lena",
    familyName: "Lehmann",
    note: "Dual study, onboarding done, ready to match, advisor with WhatsApp",
  },
  {
    issuer: "applicant",
    sub: "applicant-max",
    email: "max.mueller@example.org",
    givenName: "Max",
    familyName: "Müller",
    note: "Dual study, info-session stage, advisor without WhatsApp",
  },
  {
    issuer: "applicant",
    sub: "applicant-anna",
    email: "anna.arslan@example.org",
    givenName: "Anna",
    familyName: "Arslan",
    note: "Dual study, new, onboarding not done",
  },
  {
    issuer: "applicant",
    sub: "applicant-sara",
    email: "sara.schmidt@example.org",
    givenName: "Sara",
    familyName: "Schmidt",
    note: "Distance study, onboarding not done",
  },
  {
    issuer: "applicant",
    sub: "applicant-paul",
    email: "paul.peters@example.org",
    givenName: "Paul",
    familyName: "Peters",
    note: "Dual study, contract proposal, no advisor (fallback contact)",
  },
  {
    issuer: "applicant",
    sub: "applicant-tim",
    email: "tim.tanaka@example.org",
    givenName: "Tim",
    familyName: "Tanaka",
    note: "Onboarding done but no unit yet (waiting page, then error 10002)",
  },
  {
    issuer: "applicant",
    sub: "applicant-doris",
    email: "doris.dorn@example.org",
    givenName: "Doris",
    familyName: "Dorn",
    note: "Dual study, onboarding done, no documents yet (documents journey, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-dennis",
    email: "dennis.demir@example.org",
    givenName: "Dennis",
    familyName: "Demir",
    note: "Dual study, onboarding done, no documents yet (documents journey, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-alex",
    email: "alex.albers@example.org",
    givenName: "Alex",
    familyName: "Albers",
    note: "Dual study, onboarding done, steps 1 and 2 not done (application journey, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-alina",
    email: "alina.adler@example.org",
    givenName: "Alina",
    familyName: "Adler",
    note: "Dual study, onboarding done, steps 1 and 2 not done (application journey, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-pia",
    email: "pia.pohl@example.org",
    givenName: "Pia",
    familyName: "Pohl",
    note: "Dual study, onboarding done (profile journey, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-jonas",
    email: "jonas.jaeger@example.org",
    givenName: "Jonas",
    familyName: "Jäger",
    note: "Dual study, steps 1 and 2 done but CV and photo (journey steps 3–4, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-jana",
    email: "jana.jung@example.org",
    givenName: "Jana",
    familyName: "Jung",
    note: "Dual study, steps 1 and 2 done but CV and photo (journey steps 3–4, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-lukas",
    email: "lukas.lange@example.org",
    givenName: "Lukas",
    familyName: "Lange",
    note: "Dual study, steps 1 and 2 done but CV and photo (whole journey with the advisor, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-luisa",
    email: "luisa.lorenz@example.org",
    givenName: "Luisa",
    familyName: "Lorenz",
    note: "Dual study, steps 1 and 2 done but CV and photo (whole journey with the advisor, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-emma",
    email: "emma.engel@example.org",
    givenName: "Emma",
    familyName: "Engel",
    note: "Dual study, steps 1–4 confirmed, examined application (practice-partner search and contract, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-erik",
    email: "erik.ek@example.org",
    givenName: "Erik",
    familyName: "Ek",
    note: "Dual study, steps 1–4 confirmed, examined application (practice-partner search and contract, JS)",
  },
  // Matching marketplace (issue 5): two ready-to-match applicants per browser project of
  // tests/e2e/matching-journey.spec.ts (applicant 1 is hired, applicant 2 loses the opening as staffed).
  {
    issuer: "applicant",
    sub: "applicant-ben",
    email: "ben.becker@example.org",
    givenName: "Ben",
    familyName: "Becker",
    note: "Dual study, ready to match, Informatik Berlin (matching journey applicant 1, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-bea",
    email: "bea.berger@example.org",
    givenName: "Bea",
    familyName: "Berger",
    note: "Dual study, ready to match, Informatik Berlin (matching journey applicant 2, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-carl",
    email: "carl.claasen@example.org",
    givenName: "Carl",
    familyName: "Claasen",
    note: "Dual study, ready to match, Informatik Berlin (matching journey applicant 1, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-cora",
    email: "cora.conrad@example.org",
    givenName: "Cora",
    familyName: "Conrad",
    note: "Dual study, ready to match, Informatik Berlin (matching journey applicant 2, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-mia",
    email: "mia.meyer@example.org",
    givenName: "Mia",
    familyName: "Meyer",
    note: "Dual study, in matching: seeded matches in every open status, one cancelled as staffed",
  },
  {
    issuer: "applicant",
    sub: "applicant-milan",
    email: "milan.markovic@example.org",
    givenName: "Milan",
    familyName: "Marković",
    note: "Dual study, contract proposal: offer accepted at Beispiel Software, earlier matches cancelled",
  },
  {
    issuer: "applicant",
    sub: "applicant-nora",
    email: "nora.neu@example.org",
    givenName: "Nora",
    familyName: "Neu",
    note: "Not seeded: the account is created at first login",
  },
  // Company users
  {
    issuer: "company",
    sub: "company-olaf",
    email: "olaf.ostermann@muster-maschinenbau.example",
    givenName: "Olaf",
    familyName: "Ostermann",
    note: "Owner of Muster Maschinenbau GmbH (all permissions)",
  },
  {
    issuer: "company",
    sub: "company-erika",
    email: "erika.engel@muster-maschinenbau.example",
    givenName: "Erika",
    familyName: "Engel",
    note: "Employee of Muster Maschinenbau: job openings and contracts",
  },
  {
    issuer: "company",
    sub: "company-emil",
    email: "emil.ebert@muster-maschinenbau.example",
    givenName: "Emil",
    familyName: "Ebert",
    note: "Employee of Muster Maschinenbau: employees only",
  },
  {
    issuer: "company",
    sub: "company-berta",
    email: "berta.brandt@beispiel-software.example",
    givenName: "Berta",
    familyName: "Brandt",
    note: "Owner of Beispiel Software AG",
  },
  {
    issuer: "company",
    sub: "company-bernd",
    email: "bernd.bauer@beispiel-software.example",
    givenName: "Bernd",
    familyName: "Bauer",
    note: "Employee of Beispiel Software AG and invited to Muster Maschinenbau",
  },
  {
    issuer: "company",
    sub: "company-jakob",
    email: "jakob.jansen@muster-maschinenbau.example",
    givenName: "Jakob",
    familyName: "Jansen",
    note: "Employee of Muster Maschinenbau: job openings and contracts (matching journey, no JS)",
  },
  {
    issuer: "company",
    sub: "company-julia",
    email: "julia.janssen@muster-maschinenbau.example",
    givenName: "Julia",
    familyName: "Janßen",
    note: "Employee of Muster Maschinenbau: job openings and contracts (matching journey, JS)",
  },
  {
    issuer: "company",
    sub: "company-greta",
    email: "greta.graf@muster-maschinenbau.example",
    givenName: "Greta",
    familyName: "Graf",
    note: "Employee of Muster Maschinenbau: job openings and contracts (job-openings journey, no JS)",
  },
  {
    issuer: "company",
    sub: "company-gustav",
    email: "gustav.gruber@muster-maschinenbau.example",
    givenName: "Gustav",
    familyName: "Gruber",
    note: "Employee of Muster Maschinenbau: job openings and contracts (job-openings journey, JS)",
  },
  {
    issuer: "company",
    sub: "company-fremd",
    email: "fremd@unbekannt.example",
    givenName: "Frieda",
    familyName: "Fremd",
    note: "Known to the identity provider but to no company (login is refused, code 1001)",
  },
  // Company selection and invitations (tests/e2e/company-select.spec.ts, employee-invitation.spec.ts)
  {
    issuer: "company",
    sub: "company-hanna",
    email: "hanna.hartmann@example.com",
    givenName: "Hanna",
    familyName: "Hartmann",
    note: "Employee of both companies, no default company: chooses one in the company selection (no JS)",
  },
  {
    issuer: "company",
    sub: "company-hugo",
    email: "hugo.heller@example.com",
    givenName: "Hugo",
    familyName: "Heller",
    note: "Employee of both companies, no default company: chooses one in the company selection (JS)",
  },
  {
    issuer: "company",
    sub: "company-ines",
    email: "ines.imhof@beispiel-software.example",
    givenName: "Ines",
    familyName: "Imhof",
    note: "Not seeded: invited by Berta Brandt, accepts the invitation link (invitation journey, no JS)",
  },
  {
    issuer: "company",
    sub: "company-ivo",
    email: "ivo.iwanow@muster-maschinenbau.example",
    givenName: "Ivo",
    familyName: "Iwanow",
    note: "Not seeded: invited by Olaf Ostermann, accepts the invitation link (invitation journey, JS)",
  },
  // Study advisors (staff)
  {
    issuer: "staff",
    sub: "staff-sabine",
    email: "sabine.seidel@hochschule.example",
    givenName: "Sabine",
    familyName: "Seidel",
    note: "Study advisor, campus Berlin (WhatsApp available)",
  },
  {
    issuer: "staff",
    sub: "staff-stefan",
    email: "stefan.sommer@hochschule.example",
    givenName: "Stefan",
    familyName: "Sommer",
    note: "Study advisor, campus München",
  },
];

export const demoAccountsOf = (issuer: DemoIssuer) => DEMO_ACCOUNTS.filter((a) => a.issuer === issuer);
