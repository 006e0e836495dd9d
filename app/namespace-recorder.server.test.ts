import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { NAMESPACE_RECORDER, namespaceRecorder, recordNamespaces } from "./namespace-recorder.server";

const resources = {
  de: { common: { hello: "Hallo" }, faq: { title: "Fragen" }, legal: { title: "Impressum" } },
};

async function pageInstance() {
  const instance = createInstance();
  await instance.use(namespaceRecorder).init({
    lng: "de",
    ns: ["common"],
    defaultNS: "common",
    resources,
    postProcess: [NAMESPACE_RECORDER],
  });
  return { instance, used: recordNamespaces(instance, new Set<string>()) };
}

describe("namespaceRecorder", () => {
  it("records each page's namespaces in its own set while two pages render at the same time", async () => {
    const first = await pageInstance();
    const second = await pageInstance();
    // the first page goes on rendering after the second one has started
    second.instance.t("legal:title");
    first.instance.t("title", { ns: "faq" });
    first.instance.t("hello"); // the default namespace: the page shell always sends it
    second.instance.getFixedT("de", "legal")("title");

    expect([...first.used].sort()).toEqual(["faq"]);
    expect([...second.used].sort()).toEqual(["legal"]);
  });

  it("leaves texts unchanged and records nothing for an instance that is not recording", async () => {
    const instance = createInstance();
    await instance.use(namespaceRecorder).init({ lng: "de", resources, postProcess: [NAMESPACE_RECORDER] });
    expect(instance.t("faq:title")).toBe("Fragen");
  });
});
