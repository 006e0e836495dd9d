/** The one reader of the mail texts: language choice, placeholders, and a missing key failing loudly. */
import { describe, expect, it } from "vitest";
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

  it("refuses a key that has no text", () => {
    expect(() => mailText("de", "notifications.no_such_message.subject")).toThrow(/no_such_message/);
  });
});
