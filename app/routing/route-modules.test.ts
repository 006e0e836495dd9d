/**
 * Every route module is a page or an endpoint of its own (docs/architecture.md#routes): not a redirect shim
 * (its loader only redirects and it has no page and no action: such an address belongs in the one table
 * of server/legacy-redirects.ts) and not a re-export of another module's route exports.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROUTES = path.resolve(import.meta.dirname, "../routes");
const REDIRECTS = new Set(["redirect", "redirectDocument", "replace"]);

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module exports from its own declarations, and the names it passes on from other modules. */
function exportsOf(source: ts.SourceFile) {
  const own = new Map<string, ts.Node>();
  const passedOn: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause) passedOn.push("*");
      else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          (statement.moduleSpecifier ? passedOn : []).push(element.name.text);
          if (!statement.moduleSpecifier) own.set(element.name.text, element);
        }
      }
    } else if (ts.isExportAssignment(statement)) own.set("default", statement.expression);
    else if (ts.isFunctionDeclaration(statement) && hasExport(statement)) {
      const isDefault = (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      own.set(isDefault ? "default" : (statement.name?.text ?? "default"), statement);
    } else if (ts.isVariableStatement(statement) && hasExport(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) own.set(declaration.name.text, declaration.initializer ?? declaration);
      }
    }
  }
  return { own, passedOn };
}

/** The expressions a function answers with: its expression body, or each `return` and `throw` of its own body. */
function exitsOf(fn: ts.Node): ts.Expression[] {
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn)) && fn.body) {
    if (!ts.isBlock(fn.body)) return [fn.body];
    const exits: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node)) return;
      if ((ts.isReturnStatement(node) || ts.isThrowStatement(node)) && node.expression) exits.push(node.expression);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return exits;
  }
  return [];
}

const isRedirect = (expression: ts.Expression): boolean => {
  const inner = ts.isAwaitExpression(expression) ? expression.expression : expression;
  return ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) && REDIRECTS.has(inner.expression.text);
};

/** Why a route module is not one of its own, or null. */
function routeModuleFault(text: string): string | null {
  const source = ts.createSourceFile("route.tsx", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const { own, passedOn } = exportsOf(source);
  if (passedOn.includes("default") || passedOn.includes("*")) return "re-exports another module's page";
  if (own.size === 0 && passedOn.length > 0) return "only re-exports another module";
  const loader = own.get("loader");
  if (!own.has("default") && !own.has("action") && !passedOn.includes("action") && loader) {
    const exits = exitsOf(loader);
    if (exits.length > 0 && exits.every(isRedirect)) return "a redirect shim: belongs in server/legacy-redirects.ts";
  }
  return null;
}

function routeModules(): string[] {
  return readdirSync(ROUTES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      ["route.tsx", "route.ts"].map((name) => path.join(ROUTES, entry.name, name)).filter((file) => existsSync(file)),
    );
}

describe("the route-module check", () => {
  it("fails on a module that only re-exports another route", () => {
    expect(routeModuleFault('export { default, loader } from "../other/route";\n')).toMatch(/re-exports/);
    expect(routeModuleFault('// a step\nexport { action, loader } from "../other/route";\n')).toMatch(/re-exports/);
  });

  it("fails on a module whose page is another module's, even with a handle of its own", () => {
    const text = 'export { default, loader } from "../other/route";\nexport const handle = { title: "x" };\n';
    expect(routeModuleFault(text)).toMatch(/another module's page/);
  });

  it("fails on a loader that only redirects, on every way out", () => {
    expect(routeModuleFault('export const loader = () => redirect("/ds/home");\n')).toMatch(/shim/);
    const branches = `export async function loader({ request }) {
  if (request.url.endsWith("x")) throw redirect("/a");
  return redirect("/b");
}\n`;
    expect(routeModuleFault(branches)).toMatch(/shim/);
  });

  it("passes a thin route over its feature, a resource route and a form endpoint with a GET redirect", () => {
    const thin = `export const handle = { title: "t" };
export const loader = (args) => stepLoader(args);
export default function Step() { return <StepPage />; }\n`;
    expect(routeModuleFault(thin)).toBeNull();
    expect(routeModuleFault("export async function loader() { await check(); return pdf(); }\n")).toBeNull();
    const endpoint = 'export const action = (args) => reset(args);\nexport const loader = () => redirect("/x");\n';
    expect(routeModuleFault(endpoint)).toBeNull();
    const ownServer = 'export { action, loader } from "./step.server";\nexport default function P() { return null; }\n';
    expect(routeModuleFault(ownServer)).toBeNull();
  });

  it("finds none under app/routes", () => {
    const modules = routeModules();
    expect(modules.length).toBeGreaterThan(100);
    const faults = modules.flatMap((file) => {
      const fault = routeModuleFault(readFileSync(file, "utf8"));
      return fault ? [`${path.relative(ROUTES, file)}: ${fault}`] : [];
    });
    expect(faults).toEqual([]);
  }, 60_000);
});
