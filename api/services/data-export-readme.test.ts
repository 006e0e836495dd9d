import { describe, expect, it } from "vitest";
import { readme } from "./data-export-readme";

describe("the README of the my-data ZIP", () => {
  const now = new Date("2026-11-25T23:30:00.000Z"); // 26.11.2026 in German time
  it("dates it in German time as dd.MM.yyyy, in the reader's digits (ADR 035)", () => {
    expect(readme("de", ["account.json"], now)).toContain("26.11.2026");
    expect(readme("en", ["account.json"], now)).toContain("26.11.2026");
    expect(readme("fa", ["account.json"], now)).toContain("تاریخ ایجاد ۲۶.۱۱.۲۰۲۶");
    expect(readme("ar", ["account.json"], now)).toContain("تاريخ الإنشاء ٢٦.١١.٢٠٢٦");
  });
  it("keeps the files' names as they are", () => {
    expect(readme("fa", ["account.json", "v2-notes.json"], now)).toContain("- v2-notes.json");
  });
  it("writes Persian with Persian yeh and keheh (ی, ک), not the Arabic ي, ك", () => {
    expect(readme("fa", ["account.json"], now)).not.toMatch(/[\u064a\u0643]/);
    expect(readme("fa", ["account.json"], now, "company")).not.toMatch(/[\u064a\u0643]/);
  });
});
