/**
 * The preparation sheet of step 4 as a printable PDF: the portal's template (static text in German, the
 * language of the consultation; only headings, paragraphs and lists) rendered by the API's print templates.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { printTemplatePdf } from "~/api/print-templates.server";
import { requireUser } from "~/session/auth.server";

const SHEET = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Vorbereitung auf die Erstberatung – Tandem</title>
</head>
<body>
<h1>Vorbereitung auf die Erstberatung</h1>
<p>Die Erstberatung mit deiner Studienberatung dauert etwa 30 Minuten. So bereitest du dich vor:</p>
<h2>1. Unterlagen bereithalten</h2>
<ul>
<li>Lebenslauf (PDF)</li>
<li>Bewerbungsfoto</li>
<li>Zeugnis der Hochschulzugangsberechtigung oder das letzte Zeugnis</li>
<li>bei ausländischen Zeugnissen: Übersetzung; Nachweis Deutsch auf Niveau B2</li>
</ul>
<h2>2. Motivation klären</h2>
<ul>
<li>Warum ein duales Studium?</li>
<li>Warum dieser Studiengang?</li>
<li>Welche Branche und welche Art Praxispartner wünschst du dir?</li>
</ul>
<h2>3. Erfahrung und Mobilität</h2>
<ul>
<li>Praktika, Nebenjobs, Ausbildung, Ehrenamt</li>
<li>Führerschein Klasse B, eigenes Auto</li>
<li>Wie weit darf der Praxispartner entfernt sein?</li>
</ul>
<h2>4. Deine Fragen</h2>
<p>Notiere dir Fragen zu Studium, Praxisphasen, Vertrag und Finanzierung.</p>
<p>Nach dem Gespräch bestätigt die Studienberatung deine Teilnahme, meist innerhalb von 3 Tagen.</p>
</body>
</html>
`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return printTemplatePdf({ request, context }, "preparation-sheet", SHEET);
}
