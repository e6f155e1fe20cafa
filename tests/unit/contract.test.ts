// @vitest-environment node
/**
 * One contract (issue 20, docs/adr/0016-one-contract.md): the client's API modules restate no
 * server shape. Every request/reply shape is declared once, as zod, in contract/<feature>.ts; the
 * server routes validate and serialize with it and src/api/* takes `z.infer`/`z.input` types of it.
 *
 * Checked here, from the sources (TypeScript's own parser):
 * - no src/api module declares an interface (UI-only helpers are short type aliases);
 * - no object type literal in src/api has three or more members, and none has exactly the field
 *   names of a contract object schema (a two-field restatement such as `{ id; fixed }`);
 * - every module that exports types takes them from contract/ (`import type` only: no zod
 *   runtime in the public bundle), and no file under contract/ imports from server/ or src/.
 * The route side (every reply schema comes from contract/) is tests/server/contract-routes.test.ts;
 * the compile-time side (a field not in the schema fails tsc) is tests/types/contract.typecheck.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const apiDir = path.join(root, 'src/api');
const contractDir = path.join(root, 'contract');
/** Transport only: the HTTP client (envelope ApiReply, session header) and the barrel. */
const TRANSPORT = new Set(['http.ts', 'index.ts']);

const apiModules = fs.readdirSync(apiDir).filter((f) => f.endsWith('.ts') && !TRANSPORT.has(f)).sort();
const contractModules = fs.readdirSync(contractDir).filter((f) => f.endsWith('.ts')).sort();

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((c) => walk(c, visit));
}

const memberName = (m: ts.TypeElement): string | undefined =>
  m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : undefined;

/** Every object schema the contract exports (and the objects nested in them), as sorted key lists. */
async function contractKeySets(): Promise<Map<string, string>> {
  const sets = new Map<string, string>();
  const seen = new Set<unknown>();
  const visit = (schema: unknown, where: string) => {
    if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
    seen.add(schema);
    if (schema instanceof z.ZodObject) {
      const keys = Object.keys(schema.shape).sort();
      if (keys.length >= 2) sets.set(keys.join(','), where);
      for (const [k, v] of Object.entries(schema.shape)) visit(v, `${where}.${k}`);
    } else if (schema instanceof z.ZodArray) visit(schema.element, where);
    else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) visit(schema.unwrap(), where);
    else if (schema instanceof z.ZodUnion) schema.options.forEach((o, i) => visit(o, `${where}|${i}`));
    else if (schema instanceof z.ZodPipe) {
      visit(schema.in, where);
      visit(schema.out, where);
    }
  };
  for (const f of contractModules) {
    const mod = (await import(path.join(contractDir, f))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) visit(value, `contract/${f}:${name}`);
  }
  return sets;
}

describe('contract/ is the one source of API shapes (issue 20)', () => {
  it('lists the API modules it checks', () => {
    expect(apiModules).toEqual(expect.arrayContaining(['account.ts', 'admin.ts', 'articles.ts', 'resources.ts', 'sign.ts', 'users.ts', 'webSettings.ts']));
    expect(apiModules.length).toBeGreaterThanOrEqual(12);
  });

  it.each(apiModules)('src/api/%s declares no interface and no object type of three or more fields', (file) => {
    const src = parse(path.join(apiDir, file));
    const offences: string[] = [];
    walk(src, (n) => {
      if (ts.isInterfaceDeclaration(n)) offences.push(`interface ${n.name.text}`);
      if (ts.isTypeLiteralNode(n) && n.members.length >= 3) {
        const { line } = src.getLineAndCharacterOfPosition(n.getStart());
        offences.push(`line ${line + 1}: { ${n.members.map(memberName).join(', ')} }`);
      }
    });
    expect(offences, `${file} restates shapes by hand; declare them in contract/ and use z.infer`).toEqual([]);
  });

  it('no object type literal in src/api has exactly the fields of a contract schema', async () => {
    const sets = await contractKeySets();
    expect(sets.size).toBeGreaterThan(50);
    const offences: string[] = [];
    for (const file of [...apiModules, 'http.ts']) {
      const src = parse(path.join(apiDir, file));
      walk(src, (n) => {
        if (!ts.isTypeLiteralNode(n)) return;
        const names = n.members.map(memberName);
        if (names.some((x) => x === undefined)) return;
        const key = [...names].sort().join(',');
        if (sets.has(key)) offences.push(`${file}: { ${names.join(', ')} } duplicates ${sets.get(key)}`);
      });
    }
    expect(offences).toEqual([]);
  });

  it.each(apiModules)('src/api/%s takes its shapes from contract/ as types only', (file) => {
    const src = parse(path.join(apiDir, file));
    const imports = src.statements.filter(ts.isImportDeclaration);
    const fromContract = imports.filter((i) => (i.moduleSpecifier as ts.StringLiteral).text.includes('/contract/'));
    const exportsTypes = src.statements.some(
      (s) => ts.isTypeAliasDeclaration(s) && s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
    );
    if (exportsTypes) expect(fromContract.length, `${file} exports types but imports nothing from contract/`).toBeGreaterThan(0);
    for (const i of fromContract) {
      expect(i.importClause?.isTypeOnly, `${file}: ${i.getText()} must be \`import type\``).toBe(true);
    }
    const zod = imports.filter((i) => (i.moduleSpecifier as ts.StringLiteral).text === 'zod');
    for (const i of zod) expect(i.importClause?.isTypeOnly, `${file}: zod may be imported for types only`).toBe(true);
  });

  it.each(contractModules)('contract/%s imports nothing from server/ or src/', (file) => {
    const src = parse(path.join(contractDir, file));
    const specs = src.statements.filter(ts.isImportDeclaration).map((i) => (i.moduleSpecifier as ts.StringLiteral).text);
    for (const s of specs) expect(s === 'zod' || s.startsWith('./'), `${file} imports ${s}`).toBe(true);
  });
});
