/**
 * PDF budget (a CV of one and of three pages): render time p50/p95 and the peak extra memory of the
 * process over the runs. Budget: p95 ≤ 1 s, ≤ 150 MB extra. Run alone with
 * `node --expose-gc --import tsx scripts/bench/pdf.mts [runs]`; `npm run bench` runs it too. Exits 1 over budget.
 */
import { type CvData, emptyCv } from "#contracts";
import { cvPdf } from "../../api/services/cv-generator";
import { readPdf } from "../../tests/pdf-text";

const RUNS = Number(process.argv[2] ?? 30);
const entry = (i: number) => ({
  title: `Station ${i}`,
  place: "Muster GmbH, München",
  from: "2020",
  to: "2021",
  description: "Verantwortlich für Planung und Umsetzung. ".repeat(22).trim(),
});
const base: CvData = {
  ...emptyCv(),
  profile: { ...emptyCv().profile, firstName: "Jörg", lastName: "Größe", email: "j@example.org", about: "Kurz." },
  languages: [{ name: "Türkçe", level: "B2" }],
  software: [{ name: "LibreOffice", level: "3" }],
  hobbies: "القراءة والسباحة",
};
const cvs = {
  "1 page": { ...base, education: [entry(1)] },
  "3 pages": { ...base, experience: Array.from({ length: 6 }, (_, i) => entry(i)), education: [entry(9)] },
};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
let failed = false;
// page counts first: pdf.js (the reader) is not part of what is measured
const pageCounts = new Map<string, number>();
for (const [name, cv] of Object.entries(cvs))
  pageCounts.set(name, (await readPdf(await cvPdf(cv, "modern", "de"))).pages);
await cvPdf(base, "classic", "de"); // fonts read once per process
(globalThis as { gc?: () => void }).gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
for (const [name, cv] of Object.entries(cvs)) {
  const pages = pageCounts.get(name);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await cvPdf(cv, "modern", "de");
    times.push(performance.now() - start);
    peak = Math.max(peak, process.memoryUsage().rss);
    // collect between documents when allowed (node --expose-gc): the peak is then what one document holds
    (globalThis as { gc?: () => void }).gc?.();
  }
  times.sort((a, b) => a - b);
  const p95 = quantile(times, 0.95);
  if (p95 > 1000) failed = true;
  console.log(
    `PDF ${name} (${pages} p.): p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (budget 1000) ${p95 > 1000 ? "FAIL" : "PASS"}`,
  );
}
const extra = (peak - baseline) / 1024 / 1024;
if (extra > 150) failed = true;
console.log(`PDF peak extra memory: ${extra.toFixed(0)} MB (budget 150) ${extra > 150 ? "FAIL" : "PASS"}`);
process.exit(failed ? 1 : 0);
