import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALWAYS_KEPT, ALWAYS_KEPT_ELEMENTS, pruneCss, usedBy, withPageCss } from "./page-css.server";

const CSS =
  "*,:before{box-sizing:border-box}html{line-height:1.5}" +
  ".p-4{padding:1rem}.mb-6{margin-bottom:1.5rem}.hover\\:bg-x:hover{color:red}.w-1\\/2{width:50%}" +
  ".space-y-1>:not([hidden])~:not([hidden]){margin-top:.25rem}.\\[\\&\\:not\\(\\:modal\\)\\]\\:static:not(:modal){position:static}" +
  ".group:hover .group-hover\\:underline{text-decoration:underline}" +
  "@media (min-width:640px){.sm\\:p-8{padding:2rem}.sm\\:m-1{margin:.25rem}}" +
  "@keyframes spin{to{transform:rotate(360deg)}}.animate-spin{animation:spin 1s linear infinite}";

const page = (classes: string[]) =>
  `<html><head><style id="critical-css" nonce="n">${CSS}</style></head><body>${classes
    .map((c) => `<div class="${c}"></div>`)
    .join("")}</body></html>`;

describe("a page's stylesheet", () => {
  it("keeps the base rules and the rules of the classes used, in media queries too, and drops the rest", () => {
    const css = pruneCss(CSS, new Set(["p-4", "sm:p-8", "hover:bg-x", "w-1/2"]));
    expect(css).toContain("*,:before{box-sizing:border-box}html{line-height:1.5}");
    expect(css).toContain(".p-4{padding:1rem}");
    expect(css).toContain(".hover\\:bg-x:hover{color:red}");
    expect(css).toContain(".w-1\\/2{width:50%}");
    expect(css).toContain("@media (min-width:640px){.sm\\:p-8{padding:2rem}}");
    expect(css).not.toContain(".mb-6");
    expect(css).not.toContain("sm\\:m-1");
    expect(css).not.toContain(".space-y-1");
    expect(css).not.toContain("animate-spin");
    // an at-rule it does not cut is kept whole
    expect(css).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
  });

  it("reads the classes of a complete page, entities and escapes included, and needs every class of a selector", () => {
    const html = withPageCss(
      page(["space-y-1", "[&amp;:not(:modal)]:static", "group-hover:underline", "animate-spin"]),
    ).split("</style>")[0];
    expect(html).toContain(".space-y-1>:not([hidden])");
    expect(html).toContain("\\:static:not(:modal){position:static}");
    expect(html).toContain(".animate-spin{");
    // `.group:hover .group-hover:underline` needs "group" too
    expect(html).not.toContain("group-hover");
    expect(html).not.toContain(".w-1\\/2");
  });

  it("leaves a page whose body has not arrived whole, and keeps what a page read offline shows", () => {
    const start = page(["p-4"]).replace("</body></html>", "");
    expect(withPageCss(start)).toBe(start);
    const offline = readFileSync("public/sw.js", "utf8");
    const shown = [...offline.matchAll(/class="([^"$]*)"/g)].flatMap((m) => m[1].split(/\s+/));
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(ALWAYS_KEPT, name).toContain(name);
    const noteAt = offline.indexOf('<div role="status"');
    const note = offline.slice(noteAt, offline.indexOf("</div>", noteAt));
    expect(note).toContain("data-offline-note");
    for (const [, tag] of note.matchAll(/<([a-z]+)[\s>]/g)) expect(ALWAYS_KEPT_ELEMENTS, tag).toContain(tag);
    expect(withPageCss(page([]))).toContain(".mb-6{margin-bottom:1.5rem}");
  });

  it("drops the base rules of elements the page does not have, and reads selector lists whole", () => {
    const base =
      "table{border-collapse:collapse}input::placeholder,textarea::placeholder{opacity:1}" +
      ':focus-visible,input:is([type="date"],[type="time"]):focus-within{outline:3px solid}' +
      "abbr:where([title]){text-decoration:underline dotted}ul ol{margin:0}[hidden]{display:none}";
    const css = pruneCss(base, new Set(), new Set(["html", "body", "input", "ul"]));
    expect(css).not.toContain("table{");
    expect(css).not.toContain("abbr");
    expect(css).not.toContain("ul ol");
    expect(css).toContain("input::placeholder,textarea::placeholder{opacity:1}");
    expect(css).toContain(":focus-visible,input:is(");
    expect(css).toContain("[hidden]{display:none}");
    // without the page's elements nothing is dropped for them
    expect(pruneCss(base, new Set())).toContain("table{");
    const html = withPageCss(
      `<html><head><style id="critical-css">${base}</style></head><body><TABLE></TABLE></body></html>`,
    );
    expect(html).toContain("table{border-collapse:collapse}");
  });

  it("keeps of Tailwind's custom-property defaults those the kept rules read, and what those read", () => {
    const css =
      "*,:before,:after{--tw-rotate:0;--tw-ring-offset-width:0px;--tw-ring-offset-shadow:0 0 #0000;--tw-shadow:0 0 #0000}" +
      "::backdrop{--tw-rotate:0;--tw-shadow:0 0 #0000}" +
      ".ring{--tw-ring-offset-shadow:var(--tw-ring-inset) 0 0 0 var(--tw-ring-offset-width) red;box-shadow:var(--tw-ring-offset-shadow)}" +
      ".rotate-1{--tw-rotate:1deg;transform:rotate(var(--tw-rotate))}";
    const ringOnly = pruneCss(css, new Set(["ring"]));
    expect(ringOnly).toContain("*,:before,:after{--tw-ring-offset-width:0px;--tw-ring-offset-shadow:0 0 #0000}");
    expect(ringOnly).not.toContain("--tw-rotate");
    expect(ringOnly).not.toContain("::backdrop");
    expect(ringOnly).not.toContain("--tw-shadow");
    const both = pruneCss(css, new Set(["ring", "rotate-1"]));
    expect(both).toContain("::backdrop{--tw-rotate:0}");
    expect(both).toContain("--tw-rotate:0;--tw-ring-offset-width:0px");
  });

  it("reads every class attribute and tag name of a page, and nothing that only looks like one", () => {
    const html =
      '<html lang="de"><body><h1 class="text-3xl  leading-tight">A</h1><svg><linearGradient id="g"/></svg>' +
      '<p\nclass="a\tb&amp;c"></p><div data-class="not-me" aria-class="x"></div><input class="">' +
      "<script>if (a<b && c < d) {}</script><custom-el_1 class=last></custom-el_1></body></html>";
    const { classes, elements } = usedBy(html);
    expect([...classes].filter((name) => !ALWAYS_KEPT.includes(name)).sort()).toEqual(
      ["a", "b&c", "leading-tight", "text-3xl"].sort(),
    );
    expect([...elements].filter((name) => !ALWAYS_KEPT_ELEMENTS.includes(name)).sort()).toEqual(
      ["b", "body", "custom-el_1", "h1", "html", "input", "lineargradient", "script", "svg"].sort(),
    );
  });
});
