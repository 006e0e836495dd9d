/**
 * Accounts of the development identity providers (idp/) and the seed (api/db/seed.ts). Both read these
 * lists so that a login at a dev issuer always meets its seeded account. Two sets: the people of the demo
 * (README's table, seeded whenever the demo data is) and the accounts that exist only for tests (seeded
 * and offered by the dev issuers only when SEED_TEST_ACCOUNTS=true, as in the browser journeys and the
 * API tests). Password of every account: DEMO_PASSWORD. Development only: the dev issuers are not
 * mounted when an external issuer is configured.
 */
import type { IssuerName } from "./enums";

export const DEMO_PASSWORD = "tandem";

export type DemoIssuer = IssuerName;

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

/** The people a visitor would want to try: each tells part of the story (README lists them). */
export const DEMO_PEOPLE: readonly DemoAccount[] = [
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
    note: "Study advisor, campus München, team lead",
  },
  {
    issuer: "staff",
    sub: "staff-svenja",
    email: "svenja.sauer@hochschule.example",
    givenName: "Svenja",
    familyName: "Sauer",
    note: "Support staff: answers the companies' support tickets and reads the feedback (/advisor/support)",
  },
];

/**
 * Accounts that exist only for tests: one per browser project of a state-changing journey (so the
 * projects never share state), edge cases (no unit yet, unknown to every company, created at first
 * login or by an invitation). Seeded, and offered by the dev issuers, only with SEED_TEST_ACCOUNTS=true.
 */
export const TEST_ACCOUNTS: readonly DemoAccount[] = [
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
    sub: "applicant-kira",
    email: "kira.kaiser@example.org",
    givenName: "Kira",
    familyName: "Kaiser",
    note: "Dual study, onboarding done, steps 1 and 2 not done (keyboard-only journey, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-hanna",
    email: "hanna.hoffmann@example.org",
    givenName: "Hanna",
    familyName: "Hoffmann",
    note: "Dual study, onboarding done, no hint seen yet, two applications (hints journey, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-hugo",
    email: "hugo.hartmann@example.org",
    givenName: "Hugo",
    familyName: "Hartmann",
    note: "Dual study, onboarding done, no hint seen yet, two applications (hints journey, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-kai",
    email: "kai.koch@example.org",
    givenName: "Kai",
    familyName: "Koch",
    note: "Dual study, onboarding done, steps 1 and 2 not done (keyboard-only journey, JS)",
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
    sub: "applicant-alma",
    email: "alma.albers@example.org",
    givenName: "Alma",
    familyName: "Albers",
    note: "Dual study, ready to match, Köln, advisor Sabine Seidel (advisor-assignment journey, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-arne",
    email: "arne.arndt@example.org",
    givenName: "Arne",
    familyName: "Arndt",
    note: "Dual study, ready to match, Köln, advisor Sabine Seidel (advisor-assignment journey, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-nora",
    email: "nora.neu@example.org",
    givenName: "Nora",
    familyName: "Neu",
    note: "Not seeded: the account is created at first login",
  },
  {
    issuer: "applicant",
    sub: "applicant-fiona",
    email: "fiona.fink@example.org",
    givenName: "Fiona",
    familyName: "Fink",
    note: "Dual study, onboarding done, feedback not given yet (feedback journey, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-felix",
    email: "felix.frank@example.org",
    givenName: "Felix",
    familyName: "Frank",
    note: "Dual study, onboarding done, feedback not given yet (feedback journey, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-noah",
    email: "noah.nowak@example.org",
    givenName: "Noah",
    familyName: "Nowak",
    note: "Dual study, ready to match, Informatik Berlin (notifications and campaigns journey, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-nele",
    email: "nele.neumann@example.org",
    givenName: "Nele",
    familyName: "Neumann",
    note: "Dual study, ready to match, Informatik Berlin (notifications and campaigns journey, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-wanda",
    email: "wanda.winter@example.org",
    givenName: "Wanda",
    familyName: "Winter",
    note: "Dual study, ready to match, advisor Sabine Seidel (withdrawal journey, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-willi",
    email: "willi.wagner@example.org",
    givenName: "Willi",
    familyName: "Wagner",
    note: "Dual study, ready to match, advisor Sabine Seidel (withdrawal journey, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-dana",
    email: "dana.dietrich@example.org",
    givenName: "Dana",
    familyName: "Dietrich",
    note: "Dual study, ready to match, advisor Sabine Seidel (my-data and account-deletion journey, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-dario",
    email: "dario.dressler@example.org",
    givenName: "Dario",
    familyName: "Dressler",
    note: "Dual study, ready to match, advisor Sabine Seidel (my-data and account-deletion journey, JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-carla",
    email: "carla.oezdemir@example.org",
    givenName: "Carla",
    familyName: "Özdemir",
    note: "Dual study, ready to match, languages and work experience (applicant CV journey, no JS)",
  },
  {
    issuer: "applicant",
    sub: "applicant-cem",
    email: "cem.yildiz@example.org",
    givenName: "Cem",
    familyName: "Yıldız",
    note: "Dual study, ready to match, languages and work experience (applicant CV journey, JS)",
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
    sub: "company-lotte",
    email: "lotte.lange@muster-maschinenbau.example",
    givenName: "Lotte",
    familyName: "Lange",
    note: "Employee of Muster Maschinenbau without permissions (login journey: switches to English, no JS)",
  },
  {
    issuer: "company",
    sub: "company-lars",
    email: "lars.lorenz@beispiel-software.example",
    givenName: "Lars",
    familyName: "Lorenz",
    note: "Employee of Beispiel Software AG without permissions (login journey: switches to English, JS)",
  },
  {
    issuer: "company",
    sub: "company-fremd",
    email: "fremd@unbekannt.example",
    givenName: "Frieda",
    familyName: "Fremd",
    note: "Known to the identity provider but to no company (login is refused, code 1001)",
  },
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
  {
    issuer: "company",
    sub: "company-tessa",
    email: "tessa.thiel@muster-maschinenbau.example",
    givenName: "Tessa",
    familyName: "Thiel",
    note: "Employee of Muster Maschinenbau (support-ticket journey, no JS)",
  },
  {
    issuer: "company",
    sub: "company-till",
    email: "till.thomsen@muster-maschinenbau.example",
    givenName: "Till",
    familyName: "Thomsen",
    note: "Employee of Muster Maschinenbau (support-ticket journey, JS)",
  },
];

/** Every account a dev issuer can know (people first). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [...DEMO_PEOPLE, ...TEST_ACCOUNTS];

export const isTestAccount = (sub: string) => TEST_ACCOUNTS.some((a) => a.sub === sub);

/** The accounts of one issuer: the people, and the test accounts when they are seeded too. */
export const demoAccountsOf = (issuer: DemoIssuer, opts: { testAccounts?: boolean } = {}) =>
  (opts.testAccounts ? DEMO_ACCOUNTS : DEMO_PEOPLE).filter((a) => a.issuer === issuer);
