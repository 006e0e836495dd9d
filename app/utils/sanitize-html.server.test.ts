import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.server";

describe("sanitizeHtml (tooltips: a small allow-list, by sanitize-html)", () => {
  it("keeps emphasis, breaks, paragraphs, lists and safe links", () => {
    expect(sanitizeHtml("<b>Wichtig:</b> bis <em>14 Tage</em><br>danach <strong>Mail</strong>")).toBe(
      "<b>Wichtig:</b> bis <em>14 Tage</em><br />danach <strong>Mail</strong>",
    );
    expect(sanitizeHtml("<ul><li>A</li><li>B</li></ul><p>x</p>")).toBe("<ul><li>A</li><li>B</li></ul><p>x</p>");
    expect(sanitizeHtml('<a href="https://example.org/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml("<a href='/ds/faq'>FAQ</a> <a href=mailto:a@b.de>Mail</a>")).toBe(
      '<a href="/ds/faq" rel="noopener noreferrer">FAQ</a> <a href="mailto:a@b.de" rel="noopener noreferrer">Mail</a>',
    );
  });

  it("drops script-like elements with their content, and every other tag but its text", () => {
    expect(sanitizeHtml("a<script>alert(1)</script>b")).toBe("ab");
    expect(sanitizeHtml("a<style>*{}</style><iframe src=x></iframe>b")).toBe("ab");
    expect(sanitizeHtml('<div class="x" onclick="evil()">text</div><img src=x onerror=alert(1)>')).toBe("text");
    expect(sanitizeHtml("<svg><script>alert(1)</script><text>t</text></svg>ok")).toBe("ok");
    expect(sanitizeHtml("a<!-- <script>alert(1)</script> -->b")).toBe("ab");
  });

  it("drops every attribute but a link's href, and event handlers on allowed tags", () => {
    expect(sanitizeHtml('<b onmouseover="alert(1)" style="x">t</b>')).toBe("<b>t</b>");
    expect(sanitizeHtml('<a href="/x" onclick="alert(1)">t</a>')).toBe('<a href="/x" rel="noopener noreferrer">t</a>');
  });

  it("refuses links that are no http(s), mailto or local path, also when hidden by entities or control characters", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "&#106;avascript:alert(1)",
      "&#x6A;avascript:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "//evil.example/",
      "/\\evil.example/",
      "\\\\evil.example/",
      "javascript&colon;alert(1)",
      "&#0000106avascript:alert(1)",
      "jav&#x09;ascript:alert(1)",
      "java\u0000script:alert(1)",
      "\u0001javascript:alert(1)",
    ]) {
      expect(sanitizeHtml(`<a href="${href}">t</a>`), href).toBe('<a rel="noopener noreferrer">t</a>');
    }
  });

  it("escapes text and balances what was left open or closed too often", () => {
    expect(sanitizeHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
    expect(sanitizeHtml("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(sanitizeHtml("<b><i>x</b> y</i></ul>")).toBe("<b><i>x</i></b> y");
    expect(sanitizeHtml("<ul><li>open")).toBe("<ul><li>open</li></ul>");
    expect(sanitizeHtml('<a href="/x" title=">"><b>t')).toBe('<a href="/x" rel="noopener noreferrer"><b>t</b></a>');
  });

  it("stops the known ways around a sanitizer: mutation, broken tags, namespaces, attributes that run script", () => {
    // markup that becomes a script when a browser parses it again (mutation XSS)
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).not.toMatch(/<img|onerror/);
    expect(sanitizeHtml("<svg><style><img src=x onerror=alert(1)></style></svg>")).not.toMatch(/<img|onerror/);
    expect(sanitizeHtml('<math><mi xlink:href="javascript:alert(1)">x</mi></math>')).toBe("");
    expect(sanitizeHtml("<scr<script>ipt>alert(1)</script>")).not.toMatch(/<script/i);
    expect(sanitizeHtml("<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok")).toBe("ok");
    expect(sanitizeHtml('<b style="background:url(javascript:alert(1))" class=x id=y>t</b>')).toBe("<b>t</b>");
    expect(sanitizeHtml('<a href="/x" rel="opener" target="_top" ping="https://evil.example">t</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer">t</a>',
    );
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover=alert(1)>t</p>')).toBe("<p>t</p>");
    expect(sanitizeHtml('<form action="/auth/logout"><button>x</button></form><input value=1>')).toBe("x");
    expect(sanitizeHtml("<base href=//evil.example/><meta http-equiv=refresh content=0>t")).toBe("t");
    expect(sanitizeHtml('<a href="/x">t</a>"><script>alert(1)</script>')).toBe(
      '<a href="/x" rel="noopener noreferrer">t</a>"&gt;',
    );
  });

  it("keeps what a reader sees: text, entities and the allowed markup", () => {
    expect(sanitizeHtml("Straße &amp; Hausnummer &uuml; &#8364;")).toBe("Straße &amp; Hausnummer ü €");
    expect(sanitizeHtml("<p>Zeile<br/>zwei</p>")).toBe("<p>Zeile<br />zwei</p>");
    expect(sanitizeHtml('<a href="#faq">FAQ</a>')).toBe('<a href="#faq" rel="noopener noreferrer">FAQ</a>');
    expect(sanitizeHtml("<a>ohne Ziel</a>")).toBe('<a rel="noopener noreferrer">ohne Ziel</a>');
  });
});
