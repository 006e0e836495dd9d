/**
 * The applicant-guide downloads of the applicant unit (spec §2.2 home and tips): profile template,
 * application tips and interview tips as generated PDFs in German and English.
 */
import type { ApplicantGuide } from "#contracts";
import { documentPdf } from "../pdf/render";

interface Guide {
  fileName: Record<"de" | "en", string>;
  title: Record<"de" | "en", string>;
  body: Record<"de" | "en", string[]>;
}

/** The guides' texts (German original and English translation). */
const GUIDES: Record<ApplicantGuide, Guide> = {
  "profile-template": {
    fileName: { de: "profilvorlage.pdf", en: "profile-template.pdf" },
    title: { de: "Profilvorlage für deine Bewerbung", en: "Profile template for your application" },
    body: {
      de: [
        "Mit diesem Kurzprofil stellst du dich deinem künftigen Praxispartner vor. Fülle es aus und nutze es als Grundlage für deinen Lebenslauf und dein Motivationsschreiben.",
        "",
        "Name: ______________________________________________",
        "Wohnort: ___________________________________________",
        "Wunschstudiengang: _________________________________",
        "Gewünschter Studienstart: __________________________",
        "",
        "Schulabschluss und Note: ___________________________",
        "Praktika, Nebenjobs, Ehrenamt: _____________________",
        "_____________________________________________________",
        "",
        "Meine Stärken (drei Stichworte): ___________________",
        "Was mich an diesem Studiengang reizt: ______________",
        "_____________________________________________________",
        "",
        "Sprachen und Niveau (A1 bis C2, Muttersprache): ____",
        "Führerschein Klasse B / eigenes Auto: ______________",
        "Wie weit darf der Praxispartner entfernt sein (5, 10, 15 oder 20 km): ______",
        "",
        "Tipp: Halte dich kurz. Ein Satz pro Punkt reicht – deine Studienberatung hilft dir beim Feinschliff.",
      ],
      en: [
        "With this short profile you introduce yourself to your future practice partner. Fill it in and use it as the basis for your CV and your motivation letter.",
        "",
        "Name: ______________________________________________",
        "Place of residence: ________________________________",
        "Preferred course: __________________________________",
        "Preferred study start: _____________________________",
        "",
        "School qualification and grade: ____________________",
        "Internships, side jobs, volunteering: ______________",
        "_____________________________________________________",
        "",
        "My strengths (three keywords): _____________________",
        "What attracts me to this course: ___________________",
        "_____________________________________________________",
        "",
        "Languages and level (A1 to C2, native): ____________",
        "Driving licence class B / own car: _________________",
        "How far away may the practice partner be (5, 10, 15 or 20 km): ______",
        "",
        "Tip: keep it short. One sentence per item is enough – your study advisor helps you polish it.",
      ],
    },
  },
  "application-tips": {
    fileName: { de: "bewerbungstipps.pdf", en: "application-tips.pdf" },
    title: { de: "Tipps für deine Bewerbung", en: "Tips for your application" },
    body: {
      de: [
        "1. Lebenslauf: höchstens zwei Seiten, tabellarisch, die neuesten Stationen zuerst. Lücken kurz erklären.",
        "2. Bewerbungsfoto: freundlich, aktuell, neutraler Hintergrund. Kein Urlaubsfoto.",
        "3. Motivation: Schreibe, warum dich gerade das duale Studium und dieser Studiengang interessieren – mit einem konkreten Erlebnis statt allgemeiner Floskeln.",
        "4. Zeugnisse: Lade das Zeugnis deiner Hochschulzugangsberechtigung hoch, oder dein letztes Zeugnis, wenn du noch zur Schule gehst. Ausländische Zeugnisse mit Übersetzung.",
        "5. Deutschkenntnisse: Wenn Deutsch nicht deine Muttersprache ist, brauchst du einen Nachweis auf Niveau B2. Der Nachweis darf bis zu 3 Monate später folgen.",
        "6. Zeitplan: Unterlagen frühestens 3 Monate vor Studienstart einreichen; die Prüfung dauert bis zu 14 Tage.",
        "7. Fragen: Deine Studienberatung antwortet innerhalb von 2 bis 3 Tagen.",
      ],
      en: [
        "1. CV: at most two pages, in table form, most recent positions first. Explain gaps briefly.",
        "2. Application photo: friendly, recent, neutral background. No holiday snapshot.",
        "3. Motivation: write why dual study and this course in particular interest you – with a concrete experience instead of general phrases.",
        "4. Certificates: upload the certificate of your university entrance qualification, or your latest school report if you are still at school. Foreign certificates with a translation.",
        "5. German skills: if German is not your first language you need proof at level B2. The proof may follow up to 3 months later.",
        "6. Schedule: hand in documents at the earliest 3 months before the study start; the review takes up to 14 days.",
        "7. Questions: your study advisor answers within 2 to 3 days.",
      ],
    },
  },
  "interview-tips": {
    fileName: { de: "vorstellungsgespraech.pdf", en: "job-interview.pdf" },
    title: { de: "Gut vorbereitet ins Vorstellungsgespräch", en: "Well prepared for the job interview" },
    body: {
      de: [
        "Vorher: Lies die Stellenbeschreibung und die Website des Unternehmens. Notiere drei Fragen, die du stellen möchtest.",
        "Typische Fragen: Warum ein duales Studium? Warum bei uns? Wo siehst du dich nach dem Studium? Erzähl von einer Situation, in der du ein Problem gelöst hast.",
        "Am Tag: Plane den Weg mit Puffer ein. Bei Online-Gesprächen Kamera und Ton vorher testen.",
        "Danach: Bedanke dich kurz per E-Mail. Trage den Termin im Portal ein, damit deine Studienberatung Bescheid weiß.",
        "Probetag: Manche Praxispartner laden zu einem Probetag ein. Frag nach, was du mitbringen sollst.",
      ],
      en: [
        "Before: read the job description and the company's website. Note three questions you want to ask.",
        "Typical questions: why dual study? Why with us? Where do you see yourself after your studies? Tell us about a situation in which you solved a problem.",
        "On the day: plan your journey with time to spare. For online interviews test camera and sound beforehand.",
        "Afterwards: say thank you briefly by e-mail. Enter the date in the portal so your study advisor knows.",
        "Trial day: some practice partners invite you to a trial day. Ask what you should bring.",
      ],
    },
  },
};

/** One guide as a PDF in the asked language. */
export async function guidePdf(slug: ApplicantGuide, lng: "de" | "en"): Promise<{ fileName: string; pdf: Buffer }> {
  const guide = GUIDES[slug];
  return { fileName: guide.fileName[lng], pdf: await documentPdf(guide.title[lng], guide.body[lng], lng) };
}
