/** The one reader of the mail texts: language choice, placeholders, and a missing key failing loudly. */
import { describe, expect, it } from "vitest";
import { notificationMail } from "./templates";
import { mailLanguage, mailText } from "./texts";

describe("mail texts", () => {
  it("speaks the recipient's language and German when it is unknown", () => {
    expect(mailText("en", "emailVerification.subject")).toBe("Please confirm your e-mail address");
    expect(mailText("de", "emailVerification.subject")).toBe("Bitte bestätige deine E-Mail-Adresse");
    expect(mailText(null, "emailVerification.subject")).toBe("Bitte bestätige deine E-Mail-Adresse");
    expect(mailLanguage("fr")).toBe("fr");
    expect(mailLanguage("xx")).toBe("de");
    // every offered language has its own words (scripts/check-locales.mjs checks they are complete)
    expect(mailText("fr", "emailVerification.subject")).not.toBe(mailText("de", "emailVerification.subject"));
    expect(mailText("ar", "greeting", { name: "Lena" })).toContain("Lena");
  });

  it("fills placeholders once: a value that looks like a placeholder stays as it is", () => {
    expect(mailText("de", "greeting", { name: "Lena" })).toBe("Hallo Lena,");
    expect(mailText("en", "notifications.new_invoice.body", { invoiceNumber: "{{name}}" })).toBe(
      "the new invoice {{name}} for your company is ready.",
    );
    expect(mailText("de", "notifications.document_rejected.body", { name: "cv.pdf" })).toBe(
      'dein Dokument „cv.pdf" wurde nicht angenommen. Grund: ',
    );
  });

  it("fills in a number in the recipient's digits, a text as it is (ADR 035)", () => {
    expect(mailText("ar", "digest.company.newApplicants", { count: 3 })).toBe("متقدمون جدد (٣)");
    expect(mailText("fa", "digest.company.newApplicants", { count: 12 })).toBe("متقاضیان جدید (۱۲)");
    expect(mailText("de", "digest.company.newApplicants", { count: 12 })).toBe("Neue Bewerberinnen und Bewerber (12)");
    expect(mailText("fa", "pdfPage", { page: 2, pages: "12" })).toBe("صفحه\u200cی ۲ از 12");
    expect(mailText("xx", "pdfPage", { page: 2, pages: 12 })).toBe("Seite 2 von 12");
  });

  it("writes a notification's date in the recipient's digits, and nothing else of it (ADR 035)", () => {
    const params = { date: "25.11.2026, 17:00", companyName: "Werk 24 GmbH", jobTitle: "B2B 3D" };
    const mail = (lng: string) => notificationMail(lng, "Lena", "notifications.interview_reminder", params, null);
    expect(mail("de").text).toContain("am 25.11.2026, 17:00, hast du");
    expect(mail("fa").text).toContain("فردا، ۲۵.۱۱.۲۰۲۶, ۱۷:۰۰،");
    expect(mail("fa").html).toContain("۲۵.۱۱.۲۰۲۶, ۱۷:۰۰");
    expect(mail("ar").text).toContain("في ٢٥.١١.٢٠٢٦, ١٧:٠٠،");
    // the names keep the digits they are written with
    for (const lng of ["ar", "fa"]) {
      expect(mail(lng).text).toContain("Werk 24 GmbH");
      expect(mail(lng).text).toContain("«B2B 3D»");
      expect(mail(lng).text).not.toMatch(/\d\d\.\d\d\.\d{4}/);
    }
    // an unknown language is German, with German digits
    expect(mail("xx").text).toContain("25.11.2026, 17:00");
  });

  it("refuses a key that has no text", () => {
    expect(() => mailText("de", "notifications.no_such_message.subject")).toThrow(/no_such_message/);
  });
});
