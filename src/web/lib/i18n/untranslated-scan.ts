import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Finds user-facing English that does not go through a Lingui macro (issue 31): JSX text, string
 * literals shown as JSX children, the aria-label / title / placeholder / alt props, and the title and
 * description of toast calls. Strings without a letter, and the names below (product, formats),
 * are not texts to translate.
 */
const CHECKED_PROPS = new Set(["aria-label", "title", "placeholder", "alt", "aria-description", "label"]);
const MACRO_ELEMENTS = new Set(["Trans", "Plural", "Select", "SelectOrdinal"]);
const UNTRANSLATED = new Set([
  "BrandSculpt",
  "brandsculpt.app",
  "PNG + JPEG",
  "1024 × 1024 PNG + JPEG",
  "E&B",
  "PNG",
  "JPEG",
  "SVG",
  "PDF",
]);

export type Finding = { file: string; line: number; text: string };

function isText(value: string): boolean {
  const trimmed = value.replace(/\s+/g, " ").replace(/&amp;/g, "&").trim();
  return /\p{L}/u.test(trimmed) && !UNTRANSLATED.has(trimmed);
}

/** The literal strings an expression yields without passing through a call (t`...`, i18n._()). */
function literals(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return isText(node.text) ? [node] : [];
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
    return isText(parts) ? [node] : [];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literals(node.expression);
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (
      op === ts.SyntaxKind.PlusToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.AmpersandAmpersandToken
    ) {
      return [
        ...(op === ts.SyntaxKind.AmpersandAmpersandToken ? [] : literals(node.left)),
        ...literals(node.right),
      ];
    }
  }
  return [];
}

function insideMacro(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isJsxElement(p) && MACRO_ELEMENTS.has(p.openingElement.tagName.getText())) return true;
  }
  return false;
}

function isToastCall(node: ts.CallExpression): boolean {
  const callee = node.expression.getText();
  return /^toast(\.(success|error|message|warning|info))?$/.test(callee);
}

export function scanSource(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
      text: text.replace(/\s+/g, " ").trim().slice(0, 80),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text) && !insideMacro(node)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      !ts.isJsxAttribute(node.parent) &&
      !insideMacro(node)
    ) {
      for (const lit of literals(node.expression)) report(lit, lit.getText(sf));
    }
    if (ts.isJsxAttribute(node) && CHECKED_PROPS.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const expr = ts.isJsxExpression(init) ? init.expression : init;
      if (expr) for (const lit of literals(expr)) report(lit, lit.getText(sf));
    }
    if (ts.isCallExpression(node) && isToastCall(node)) {
      const [title, options] = node.arguments;
      if (title) for (const lit of literals(title)) report(lit, lit.getText(sf));
      if (options && ts.isObjectLiteralExpression(options)) {
        for (const prop of options.properties) {
          if (ts.isPropertyAssignment(prop) && prop.name.getText() === "description") {
            for (const lit of literals(prop.initializer)) report(lit, lit.getText(sf));
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

/** Every .tsx under `root` except tests, with paths relative to `root`. */
export function scanTree(root: string, skip: (relative: string) => boolean): Finding[] {
  const files = fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx") && !/\.test\.tsx$/.test(f))
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => !skip(f))
    .sort();
  return files.flatMap((f) => scanSource(f, fs.readFileSync(path.join(root, f), "utf8")));
}
