/**
 * Demo content of the company unit: invoices in every status and accounting notices (reminder, third
 * payment reminder, credit note, information) for both companies, the downloads for practice partners and
 * the upskilling offers. Invoice dates are relative to the seeding day, so "open" stays open and "overdue"
 * stays overdue on a fresh database.
 */
import type { Database } from "./client";
import * as t from "./schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The ISO date `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Item = { description: string; quantity: number; unitCents: number };
const total = (items: Item[]) => items.reduce((sum, i) => sum + Math.round(i.quantity * i.unitCents), 0);

const SEMESTER_FEE = 125_000;

interface InvoiceSeed {
  number: string;
  issued: number;
  due: number;
  status: "open" | "paid" | "overdue" | "cancelled";
  paid?: number;
  items: Item[];
}

const MUSTER_INVOICES: InvoiceSeed[] = [
  {
    number: "RE-2025-0412",
    issued: -200,
    due: -170,
    status: "paid",
    paid: -175,
    items: [
      {
        description: "Kooperationsentgelt duales Studium, Sommersemester 2025 (je Studierende/r)",
        quantity: 2,
        unitCents: SEMESTER_FEE,
      },
    ],
  },
  {
    number: "RE-2025-0587",
    issued: -110,
    due: -80,
    status: "cancelled",
    items: [
      {
        description: "Kooperationsentgelt duales Studium, Wintersemester 2025/26 (je Studierende/r)",
        quantity: 3,
        unitCents: SEMESTER_FEE,
      },
    ],
  },
  {
    number: "RE-2025-0588",
    issued: -109,
    due: -79,
    status: "paid",
    paid: -82,
    items: [
      {
        description: "Kooperationsentgelt duales Studium, Wintersemester 2025/26 (je Studierende/r)",
        quantity: 2,
        unitCents: SEMESTER_FEE,
      },
      {
        description: "Teilnahme Praxispartner-Workshop „Duale Studierende erfolgreich betreuen“",
        quantity: 1,
        unitCents: 19_000,
      },
    ],
  },
  {
    number: "RE-2026-0031",
    issued: -45,
    due: -15,
    status: "overdue",
    items: [
      { description: "Stellenanzeigen-Paket Premium (12 Monate, Hochschulportal)", quantity: 1, unitCents: 89_000 },
    ],
  },
  {
    number: "RE-2026-0094",
    issued: -5,
    due: 25,
    status: "open",
    items: [
      {
        description: "Kooperationsentgelt duales Studium, Sommersemester 2026 (je Studierende/r)",
        quantity: 2,
        unitCents: SEMESTER_FEE,
      },
      { description: "Verwaltungspauschale Praxisphasenbetreuung", quantity: 1, unitCents: 7_500 },
    ],
  },
];

const BEISPIEL_INVOICES: InvoiceSeed[] = [
  {
    number: "RE-2025-0433",
    issued: -190,
    due: -160,
    status: "paid",
    paid: -161,
    items: [
      {
        description: "Kooperationsentgelt duales Studium, Sommersemester 2025 (je Studierende/r)",
        quantity: 1,
        unitCents: SEMESTER_FEE,
      },
    ],
  },
  {
    number: "RE-2025-0601",
    issued: -100,
    due: -70,
    status: "overdue",
    items: [
      {
        description: "Kooperationsentgelt duales Studium, Wintersemester 2025/26 (je Studierende/r)",
        quantity: 1,
        unitCents: SEMESTER_FEE,
      },
    ],
  },
  {
    number: "RE-2025-0602",
    issued: -99,
    due: -69,
    status: "cancelled",
    items: [{ description: "Stellenanzeigen-Paket Basis (6 Monate, Hochschulportal)", quantity: 1, unitCents: 39_000 }],
  },
  {
    number: "RE-2026-0102",
    issued: -3,
    due: 27,
    status: "open",
    items: [
      {
        description: "Kooperationsentgelt duales Studium, Sommersemester 2026 (je Studierende/r)",
        quantity: 1,
        unitCents: SEMESTER_FEE,
      },
      { description: "Teilnahme Webinar „Recht im dualen Studium“", quantity: 2, unitCents: 9_500 },
    ],
  },
];

async function seedInvoices(tx: Tx, companyId: string, seeds: InvoiceSeed[]) {
  const rows = await tx
    .insert(t.invoices)
    .values(
      seeds.map((s) => ({
        companyId,
        number: s.number,
        issuedOn: day(s.issued),
        dueOn: day(s.due),
        status: s.status,
        items: s.items,
        amountCents: total(s.items),
        paidOn: s.paid === undefined ? null : day(s.paid),
      })),
    )
    .returning({ id: t.invoices.id, number: t.invoices.number });
  return new Map(rows.map((r) => [r.number, r.id]));
}

const INFO_NOTICE = {
  kind: "info",
  title: "Neue Kooperationsentgelte ab dem Wintersemester 2026/27",
  body: "Ab dem Wintersemester 2026/27 beträgt das Kooperationsentgelt 1.290,00 € je Studierende/r und Semester. Für bestehende Studienverträge gilt bis zum Ende des laufenden Studienjahres der bisherige Betrag. Bei Fragen erreichen Sie die Buchhaltung unter buchhaltung@tandem.example.",
};

async function seedNotices(tx: Tx, ids: { muster: string; beispiel: string }) {
  const muster = await seedInvoices(tx, ids.muster, MUSTER_INVOICES);
  const beispiel = await seedInvoices(tx, ids.beispiel, BEISPIEL_INVOICES);
  await tx.insert(t.accountingNotices).values([
    {
      companyId: ids.muster,
      invoiceId: muster.get("RE-2026-0031")!,
      kind: "reminder",
      title: "Zahlungserinnerung zur Rechnung RE-2026-0031",
      body: "Sicher ist Ihnen entgangen, dass die Rechnung RE-2026-0031 über 890,00 € noch offen ist. Bitte überweisen Sie den Betrag innerhalb der nächsten 10 Tage. Sollten Sie bereits gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.",
      issuedOn: day(-8),
    },
    {
      companyId: ids.muster,
      invoiceId: muster.get("RE-2025-0587")!,
      kind: "credit_note",
      title: "Gutschrift zur stornierten Rechnung RE-2025-0587",
      body: "Die Rechnung RE-2025-0587 wurde storniert, weil ein Studienvertrag vor Semesterbeginn aufgelöst wurde. Die Rechnung RE-2025-0588 ersetzt sie; der bereits eingezogene Betrag von 3.750,00 € wurde vollständig verrechnet.",
      issuedOn: day(-108),
    },
    { companyId: ids.muster, invoiceId: null, ...INFO_NOTICE, issuedOn: day(-20) },
    {
      companyId: ids.beispiel,
      invoiceId: beispiel.get("RE-2025-0601")!,
      kind: "reminder",
      title: "Zahlungserinnerung zur Rechnung RE-2025-0601",
      body: "Die Rechnung RE-2025-0601 über 1.250,00 € war am Fälligkeitstag noch nicht beglichen. Bitte überweisen Sie den Betrag innerhalb von 10 Tagen unter Angabe der Rechnungsnummer.",
      issuedOn: day(-55),
    },
    {
      companyId: ids.beispiel,
      invoiceId: beispiel.get("RE-2025-0601")!,
      kind: "third_payment_reminder",
      title: "Dritte Mahnung zur Rechnung RE-2025-0601",
      body: "Trotz zweier Erinnerungen ist die Rechnung RE-2025-0601 über 1.250,00 € weiterhin offen. Bitte begleichen Sie den Betrag bis spätestens 14 Tage nach Zugang dieses Schreibens. Danach müssen wir die Forderung an unser Inkassoverfahren übergeben und die Kooperation für neue Studierende ruhen lassen.",
      issuedOn: day(-10),
    },
    {
      companyId: ids.beispiel,
      invoiceId: beispiel.get("RE-2025-0602")!,
      kind: "credit_note",
      title: "Gutschrift zur stornierten Rechnung RE-2025-0602",
      body: "Das Stellenanzeigen-Paket Basis wurde nicht gebucht; die Rechnung RE-2025-0602 über 390,00 € ist storniert und nicht zu zahlen.",
      issuedOn: day(-95),
    },
    { companyId: ids.beispiel, invoiceId: null, ...INFO_NOTICE, issuedOn: day(-20) },
  ]);
}

const DOWNLOADS: (typeof t.companyDownloads.$inferInsert)[] = [
  {
    slug: "leitfaden-praxispartner",
    category: "guide",
    sortOrder: 1,
    titleDe: "Leitfaden für Praxispartner",
    titleEn: "Guide for practice partners",
    descriptionDe:
      "Alles Wichtige zur Zusammenarbeit: Rollen, Fristen, Ansprechpersonen und der Weg vom Stellenangebot zum Studienvertrag.",
    descriptionEn:
      "Everything about working together: roles, deadlines, contacts and the way from a job opening to the study contract.",
    body: [
      "1. Ihre Rolle als Praxispartner",
      "Im dualen Studium wechseln Studierende zwischen Hochschule und Ihrem Unternehmen. Sie vermitteln die Praxis, wir die Theorie. Sie benennen eine betreuende Person, die fachlich begleitet und für die Hochschule erreichbar ist.",
      "",
      "2. Vom Stellenangebot zum Studienvertrag",
      "Sie veröffentlichen Ihr Stellenangebot im Unternehmensportal. Die Studienberatung empfiehlt passende Bewerberinnen und Bewerber; zusätzlich können sich Interessierte selbst bewerben. Nach beiderseitigem Interesse vereinbaren Sie ein Vorstellungsgespräch, optional einen Probetag. Nehmen beide Seiten das Angebot an, fordern Sie im Portal den Studienvertrag an.",
      "",
      "3. Fristen",
      "Studienverträge für das Wintersemester sollten bis zum 15. Juli, für das Sommersemester bis zum 15. Januar unterschrieben vorliegen. Später eingehende Verträge prüfen wir nach verfügbaren Studienplätzen.",
      "",
      "4. Ansprechpersonen",
      "Für Fragen zu Bewerbungen wenden Sie sich an die Studienberatung Ihres Standorts, für Rechnungen an buchhaltung@tandem.example und für technische Fragen an support@tandem.example.",
    ],
  },
  {
    slug: "praxisphasen-ablauf",
    category: "guide",
    sortOrder: 2,
    titleDe: "Ablauf der Praxisphasen und Studienzeiten",
    titleEn: "Practice phases and study periods",
    descriptionDe:
      "Wann Ihre Studierenden an der Hochschule sind, wann im Betrieb, und was in den Praxisphasen erwartet wird.",
    descriptionEn:
      "When your students are at the university, when at your company, and what is expected in the practice phases.",
    body: [
      "Das Studium ist in Semester zu je sechs Monaten gegliedert. In jedem Semester folgen auf eine Theoriephase von zwölf Wochen an der Hochschule zwölf Wochen Praxisphase in Ihrem Unternehmen.",
      "",
      "Theoriephasen Wintersemester: Oktober bis Dezember. Sommersemester: April bis Juni. Die Prüfungen liegen am Ende der Theoriephasen; Ihre Studierenden sind an Prüfungstagen freizustellen.",
      "",
      "In jeder Praxisphase bearbeiten die Studierenden ein Praxisprojekt, das mit dem Modulplan abgestimmt ist. Am Ende der Praxisphase beurteilt die betreuende Person die Leistung mit dem Beurteilungsbogen.",
      "",
      "Urlaub nehmen die Studierenden ausschließlich in den Praxisphasen. Es gilt der im Studienvertrag vereinbarte Urlaubsanspruch, mindestens jedoch der gesetzliche.",
    ],
  },
  {
    slug: "checkliste-erster-tag",
    category: "checklist",
    sortOrder: 3,
    titleDe: "Checkliste: Der erste Tag Ihrer dualen Studierenden",
    titleEn: "Checklist: your dual students' first day",
    descriptionDe:
      "Was vor und am ersten Arbeitstag bereitstehen sollte: Zugänge, Arbeitsplatz, Ansprechpersonen, Einarbeitungsplan.",
    descriptionEn:
      "What should be ready before and on the first working day: accounts, workplace, contacts, induction plan.",
    body: [
      "Vor dem ersten Tag:",
      "• Studienvertrag unterschrieben und an die Hochschule übermittelt",
      "• Arbeitsplatz, Rechner und Zugänge eingerichtet",
      "• Betreuende Person und Vertretung benannt",
      "• Einarbeitungsplan für die ersten vier Wochen erstellt",
      "",
      "Am ersten Tag:",
      "• Begrüßung durch die betreuende Person und Vorstellung im Team",
      "• Rundgang, Sicherheitsunterweisung und Datenschutzbelehrung",
      "• Termine der Theoriephasen und Prüfungen gemeinsam in den Kalender eintragen",
      "• Erstes Praxisprojekt und Ansprechpersonen besprechen",
      "",
      "Nach vier Wochen:",
      "• Feedbackgespräch führen und den Einarbeitungsplan anpassen",
    ],
  },
  {
    slug: "beurteilungsbogen-praxisphase",
    category: "form",
    sortOrder: 4,
    titleDe: "Beurteilungsbogen Praxisphase",
    titleEn: "Practice phase assessment form",
    descriptionDe: "Das Formular zur Beurteilung am Ende jeder Praxisphase, mit Kriterien und Notenskala.",
    descriptionEn: "The form for the assessment at the end of each practice phase, with criteria and grading scale.",
    body: [
      "Name der/des Studierenden: ______________________   Studiengang: ______________________",
      "Praxisphase (Semester): ______   Zeitraum: ______________________",
      "",
      "Bitte beurteilen Sie jedes Kriterium mit einer Note von 1 (sehr gut) bis 5 (nicht ausreichend):",
      "Fachliche Kenntnisse und deren Anwendung: ______",
      "Arbeitsweise, Selbstständigkeit und Sorgfalt: ______",
      "Zusammenarbeit und Kommunikation im Team: ______",
      "Ergebnis des Praxisprojekts: ______",
      "",
      "Stärken und Entwicklungsfelder (Freitext):",
      "______________________________________________________________________",
      "______________________________________________________________________",
      "",
      "Ort, Datum, Unterschrift der betreuenden Person: ______________________",
      "Kenntnisnahme der/des Studierenden: ______________________",
    ],
  },
  {
    slug: "mustervertrag-studium",
    category: "form",
    sortOrder: 5,
    titleDe: "Mustervertrag für das duale Studium",
    titleEn: "Model contract for the dual study programme",
    descriptionDe:
      "Der Mustervertrag zwischen Praxispartner und Studierenden mit Erläuterungen zu Vergütung, Arbeitszeit und Urlaub.",
    descriptionEn:
      "The model contract between practice partner and student, with notes on pay, working hours and leave.",
    body: [
      "§ 1 Gegenstand: Der Vertrag regelt die praktische Ausbildung im Rahmen des dualen Bachelorstudiums an der Hochschule Tandem.",
      "§ 2 Dauer: Der Vertrag beginnt mit dem Studienbeginn und endet mit dem Abschluss des Studiums, spätestens nach der Regelstudienzeit zuzüglich zwei Semestern.",
      "§ 3 Vergütung: Die Studierenden erhalten eine monatliche Vergütung, auch während der Theoriephasen. Sie ist im Vertrag als Bruttobetrag anzugeben.",
      "§ 4 Arbeitszeit: Die regelmäßige wöchentliche Arbeitszeit in den Praxisphasen beträgt höchstens 40 Stunden.",
      "§ 5 Urlaub: Der Urlaubsanspruch beträgt mindestens 24 Werktage im Kalenderjahr und wird in den Praxisphasen genommen.",
      "§ 6 Freistellung: Für Lehrveranstaltungen und Prüfungen der Hochschule werden die Studierenden freigestellt.",
      "§ 7 Kündigung: Nach der Probezeit von drei Monaten ist eine ordentliche Kündigung nur durch die Studierenden mit einer Frist von vier Wochen möglich.",
      "",
      "Hinweis: Verwenden Sie für den Vertragsschluss die Vertragsanforderung im Unternehmensportal; dieses Muster dient der Vorbereitung.",
    ],
  },
];

const UPSKILLING: (typeof t.upskillingOffers.$inferInsert)[] = [
  {
    titleDe: "Duale Studierende erfolgreich betreuen",
    titleEn: "Mentoring dual students successfully",
    descriptionDe:
      "Rolle der betreuenden Person, Einarbeitung, Zielvereinbarungen und die Verzahnung von Theorie und Praxis. Mit Fallbeispielen aus Partnerunternehmen.",
    descriptionEn:
      "The mentor's role, induction, target agreements and linking theory and practice. With cases from partner companies.",
    format: "online",
    durationHours: 6,
    startsOn: day(21),
    url: "https://weiterbildung.tandem.example/betreuen",
  },
  {
    titleDe: "Feedbackgespräche und Beurteilungen führen",
    titleEn: "Conducting feedback and assessment meetings",
    descriptionDe:
      "Wie Sie Feedback geben, das ankommt, und die Beurteilung am Ende der Praxisphase fair und nachvollziehbar gestalten. Mit Übungen in Kleingruppen.",
    descriptionEn:
      "How to give feedback that lands, and how to make the end-of-phase assessment fair and transparent. With small-group exercises.",
    format: "on_site",
    durationHours: 8,
    startsOn: day(35),
    url: "https://weiterbildung.tandem.example/feedback",
  },
  {
    titleDe: "Recht im dualen Studium: Verträge, Arbeitszeit, Urlaub",
    titleEn: "Law in dual studies: contracts, working hours, leave",
    descriptionDe:
      "Die rechtlichen Grundlagen des Studienvertrags, Arbeitszeitgesetz, Urlaubsanspruch und Freistellung für Prüfungen, kompakt erklärt.",
    descriptionEn:
      "The legal basics of the study contract, working-time law, leave entitlement and release for exams, explained compactly.",
    format: "online",
    durationHours: 4,
    startsOn: day(14),
    url: "https://weiterbildung.tandem.example/recht",
  },
  {
    titleDe: "Praxisprojekte und Transferarbeiten begleiten",
    titleEn: "Supervising practice projects and transfer papers",
    descriptionDe:
      "Themen finden, die dem Unternehmen nützen und den Anforderungen der Hochschule genügen, und wissenschaftliches Arbeiten im Betrieb unterstützen.",
    descriptionEn:
      "Finding topics that help the company and meet the university's requirements, and supporting academic work at the workplace.",
    format: "online",
    durationHours: 3,
    startsOn: day(49),
    url: "https://weiterbildung.tandem.example/praxisprojekte",
  },
  {
    titleDe: "Ausbildereignung kompakt (AEVO-Vorbereitung)",
    titleEn: "Trainer aptitude compact (AEVO preparation)",
    descriptionDe:
      "Vorbereitung auf die Ausbildereignungsprüfung vor der IHK in vier Handlungsfeldern, als Kombination aus Online-Modulen und zwei Präsenztagen.",
    descriptionEn:
      "Preparation for the trainer aptitude examination at the chamber of commerce in four fields of action, combining online modules and two days on site.",
    format: "blended",
    durationHours: 40,
    startsOn: day(63),
    url: "https://weiterbildung.tandem.example/aevo",
  },
];

export async function seedCompanyContent(tx: Tx, companyIds: { muster: string; beispiel: string }) {
  await seedNotices(tx, companyIds);
  await tx.insert(t.companyDownloads).values(DOWNLOADS);
  await tx.insert(t.upskillingOffers).values(UPSKILLING);
}
