/**
 * Checks a generated PDF's tagging as a screen reader meets it (PDF/UA, WCAG 1.3.1, 2.4.2, 3.1.1 for
 * documents), read with pdf.js, the engine of Firefox's viewer: the document is marked as tagged, has a
 * title shown in the window and a language, its headings start at H1 and skip no level, every list item is
 * in a list, every piece of text is either in the structure tree or an artifact, and page furniture (the
 * page numbers) is an artifact. Returns one line per problem; an empty list passes.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

interface StructNode {
  role?: string;
  type?: string;
  id?: string;
  lang?: string;
  children?: StructNode[];
}

interface MarkedItem {
  type?: string;
  tag?: string;
  id?: string | null;
  str?: string;
}

export interface PdfStructureExpectation {
  /** BCP 47 language the document must declare, e.g. "ar". */
  lang: string;
  /** The page furniture of a page (its footer, "Seite 1 von 2"): drawn as an artifact, never as content. */
  furniture?: (page: number, pages: number) => string;
}

export interface PdfStructure {
  problems: string[];
  /** The structure roles in document order, for a report (["Document", "H1", "P", "L", "LI", …]). */
  roles: string[];
  title: string | undefined;
  lang: string | undefined;
}

export async function checkPdfStructure(
  bytes: Uint8Array | Buffer | ArrayBuffer,
  expected: PdfStructureExpectation,
): Promise<PdfStructure> {
  const data = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : new Uint8Array(bytes);
  const doc = await getDocument({ data: data.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const problems: string[] = [];
  const roles: string[] = [];
  try {
    const markInfo = (await doc.getMarkInfo()) as { Marked?: boolean } | null;
    if (!markInfo?.Marked) problems.push("not marked as a tagged PDF (MarkInfo /Marked)");
    const { info } = (await doc.getMetadata()) as unknown as { info: Record<string, string> };
    if (!info.Title?.trim()) problems.push("no document title");
    const preferences = (await doc.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
    if (!preferences?.DisplayDocTitle) problems.push("the window shows the file name, not the title (DisplayDocTitle)");
    if (info.Language !== expected.lang)
      problems.push(`document language is "${info.Language}", not "${expected.lang}"`);

    const tagged = new Set<string>();
    const collect = (node: StructNode | null, parent: string | undefined) => {
      if (!node) return;
      if (node.type === "content" && node.id) tagged.add(node.id);
      if (node.role && node.role !== "Root") {
        roles.push(node.role);
        if (node.role === "LI" && parent !== "L") problems.push(`a list item outside a list (in ${parent})`);
      }
      for (const child of node.children ?? []) collect(child, node.role && node.role !== "Root" ? node.role : parent);
    };
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const tree = (await page.getStructTree()) as StructNode | null;
      if (!tree) problems.push(`page ${n} has no structure tree`);
      collect(tree, undefined);
      // every text drawn is inside marked content that is either an artifact or tagged in the tree
      const content = await page.getTextContent({ includeMarkedContent: true } as never);
      const open: MarkedItem[] = [];
      const artifacts: string[] = [];
      for (const item of content.items as MarkedItem[]) {
        if (item.type === "beginMarkedContent" || item.type === "beginMarkedContentProps") open.push(item);
        else if (item.type === "endMarkedContent") open.pop();
        else if (item.str?.trim()) {
          const artifact = open.some((m) => m.tag === "Artifact");
          const inTree = open.some((m) => m.id && tagged.has(m.id));
          if (!artifact && !inTree) problems.push(`untagged text on page ${n}: "${item.str.slice(0, 40)}"`);
          if (artifact) artifacts.push(item.str);
        }
      }
      const squeeze = (text: string) => text.replace(/\s+/g, "");
      const furniture = expected.furniture?.(n, doc.numPages);
      if (furniture && squeeze(artifacts.join("")) !== squeeze(furniture)) {
        problems.push(`page ${n}: "${furniture}" is not drawn as an artifact (artifacts: "${artifacts.join(" ")}")`);
      }
    }
    if (roles.length === 0) problems.push("no structure tree");
    const headings = roles.filter((r) => /^H[1-6]$/.test(r)).map((r) => Number(r.slice(1)));
    if (headings.length === 0) problems.push("no heading");
    else if (headings[0] !== 1) problems.push(`the first heading is H${headings[0]}, not H1`);
    for (let i = 1; i < headings.length; i++) {
      if (headings[i] > headings[i - 1] + 1)
        problems.push(`heading level skipped: H${headings[i - 1]} to H${headings[i]}`);
    }
    return { problems, roles, title: info.Title, lang: info.Language };
  } finally {
    await doc.destroy();
  }
}
