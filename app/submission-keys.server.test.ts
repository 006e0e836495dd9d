import { describe, expect, it } from "vitest";
import { SUBMISSION_KEY_PATTERN } from "#contracts/submission";
import { withSubmissionKeys } from "./submission-keys.server";

const keys = () => {
  let n = 0;
  return () => `key-${String(++n).padStart(12, "0")}`;
};

describe("submission keys in the page's HTML", () => {
  it("gives every form that posts a key of its own as its first field, and nothing else", () => {
    const html = [
      '<form method="post" action="/a"><button>A</button></form>',
      '<form id="b" class="x" method="post"><button>B</button></form>',
      '<form method="get" action="/search"><input name="q"/></form>',
      '<FORM METHOD="POST"><button>C</button></FORM>',
      "<p>&lt;form method=&quot;post&quot;&gt; in text is text</p>",
    ].join("");
    const { html: keyed, held } = withSubmissionKeys(html, true, keys());
    expect(held).toBe("");
    expect(keyed).toBe(
      [
        '<form method="post" action="/a"><input type="hidden" name="_submission" value="key-000000000001"/><button>A</button></form>',
        '<form id="b" class="x" method="post"><input type="hidden" name="_submission" value="key-000000000002"/><button>B</button></form>',
        '<form method="get" action="/search"><input name="q"/></form>',
        '<FORM METHOD="POST"><input type="hidden" name="_submission" value="key-000000000003"/><button>C</button></FORM>',
        "<p>&lt;form method=&quot;post&quot;&gt; in text is text</p>",
      ].join(""),
    );
  });

  it("holds back a tag cut at the end of a piece until the rest arrives", () => {
    const newKey = keys();
    const page = '<main><form class="f" method="post" action="/x"><button>Senden</button></form></main>';
    for (let cut = 0; cut <= page.length; cut++) {
      const first = withSubmissionKeys(page.slice(0, cut), false, newKey);
      const second = withSubmissionKeys(first.held + page.slice(cut), true, newKey);
      const joined = first.html + second.html;
      expect(joined, `cut at ${cut}`).toMatch(
        /^<main><form class="f" method="post" action="\/x"><input type="hidden" name="_submission" value="key-\d{12}"\/><button>/,
      );
      expect(joined.match(/_submission/g), `cut at ${cut}`).toHaveLength(1);
    }
  });

  it("holds back only what may become a form tag", () => {
    expect(withSubmissionKeys("<p>a</p><", false).held).toBe("<");
    expect(withSubmissionKeys('<p>a</p><form method="po', false).held).toBe('<form method="po');
    expect(withSubmissionKeys("<p>a</p><div", false).held).toBe("");
    expect(withSubmissionKeys("<p>a</p><formula", false).held).toBe("");
  });

  it("makes keys the server accepts, a new one for each form", () => {
    const { html } = withSubmissionKeys('<form method="post"></form><form method="post"></form>', true);
    const values = [...html.matchAll(/value="([^"]+)"/g)].map((m) => m[1]);
    expect(values).toHaveLength(2);
    expect(new Set(values).size).toBe(2);
    for (const value of values) expect(value).toMatch(SUBMISSION_KEY_PATTERN);
  });
});
