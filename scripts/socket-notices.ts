/**
 * Writes docs/socket-notices.md, the socket.io side of the API, from the typed event maps of
 * libs/contracts/src/realtime.ts (their names, arguments and comments), so that the page says what
 * the code does: `node --import tsx scripts/socket-notices.ts` rewrites it, and
 * socket-notices.unit.spec.ts fails while it differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = fileURLToPath(new URL('../libs/contracts/src/realtime.ts', import.meta.url));
export const NOTICES_PAGE = fileURLToPath(new URL('../docs/socket-notices.md', import.meta.url));

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const cell = (text: string): string => oneLine(text).replaceAll('|', '\\|');

interface Context {
  checker: ts.TypeChecker;
  /** The contract types the arguments name, with the file that declares them. */
  types: Map<string, string>;
}

/** The named types a type node refers to, remembered with where they are declared. */
function noteTypes(node: ts.Node, ctx: Context): void {
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
    const symbol = ctx.checker.getSymbolAtLocation(node.typeName);
    const declared = symbol && symbol.flags & ts.SymbolFlags.Alias ? ctx.checker.getAliasedSymbol(symbol) : symbol;
    const declaration = declared?.declarations?.[0];
    const file = declaration?.getSourceFile().fileName;
    if (file && !file.includes('node_modules')) ctx.types.set(node.typeName.text, relative(ROOT, file));
  }
  ts.forEachChild(node, (child) => noteTypes(child, ctx));
}

/** One event of a map: its name, its arguments as written (an acknowledgement is the last), what its comment says. */
function eventRows(map: ts.InterfaceDeclaration, ctx: Context): string[] {
  return ctx.checker
    .getTypeAtLocation(map)
    .getProperties()
    .map((event) => {
      const declaration = event.declarations?.[0];
      const signature =
        declaration && ts.isPropertySignature(declaration) && declaration.type && ts.isFunctionTypeNode(declaration.type) ? declaration.type : null;
      if (!signature) throw new Error(`${event.name} of ${map.name.text} is not a function type`);
      const file = signature.getSourceFile();
      noteTypes(signature, ctx);
      const args = signature.parameters.map((p) => `\`${oneLine(p.getText(file))}\``).join(', ') || '(none)';
      const said = ts.displayPartsToString(event.getDocumentationComment(ctx.checker));
      if (said.trim() === '') throw new Error(`${event.name} of ${map.name.text} has no comment to say what it is`);
      return `| \`${event.name}\` | ${cell(args)} | ${cell(said)} |`;
    });
}

/** The comment written between two members of a union (`/** … *\/ | {…}`), which is no JSDoc of its own. */
function commentBetween(file: ts.SourceFile, from: number, to: number): string {
  return [...file.text.slice(from, to).matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((m) => (m[1] ?? '').replace(/^\s*\* ?/gm, '')).join(' ');
}

/** The kinds of `changed` notice: which read models, what else each carries, when it is sent and to whom. */
function noticeRows(union: ts.TypeAliasDeclaration, ctx: Context): string[] {
  if (!ts.isUnionTypeNode(union.type)) throw new Error(`${union.name.text} is not a union`);
  const file = union.getSourceFile();
  return union.type.types.map((member, i, members) => {
    if (!ts.isTypeLiteralNode(member)) throw new Error(`a member of ${union.name.text} is not an object type`);
    const said = i === 0 ? '' : commentBetween(file, members[i - 1]!.getEnd(), member.getStart(file));
    noteTypes(member, ctx);
    const fields = member.members.filter(ts.isPropertySignature);
    const model = fields.find((f) => f.name.getText(file) === 'model')?.type?.getText(file) ?? '';
    const carries = fields.filter((f) => f.name.getText(file) !== 'model').map((f) => `\`${oneLine(f.getText(file).replace(/;$/, ''))}\``);
    return `| ${cell(model.replaceAll("'", '`'))} | ${cell(carries.join(', '))} | ${cell(said)} |`;
  });
}

/** The page, as docs/socket-notices.md holds it. */
export function socketNotices(): string {
  const program = ts.createProgram([SOURCE], {
    strict: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
  });
  const source = program.getSourceFile(SOURCE)!;
  const ctx: Context = { checker: program.getTypeChecker(), types: new Map() };
  const named = <T extends ts.Node>(test: (node: ts.Node) => node is T, name: string): T => {
    const found = source.statements.find((s): s is ts.Statement & T => test(s) && (s as unknown as { name?: ts.Identifier }).name?.text === name);
    if (!found) throw new Error(`${name} is not declared in ${relative(ROOT, SOURCE)}`);
    return found;
  };
  const toClient = eventRows(named(ts.isInterfaceDeclaration, 'ServerToClientEvents'), ctx);
  const toServer = eventRows(named(ts.isInterfaceDeclaration, 'ClientToServerEvents'), ctx);
  const notices = noticeRows(named(ts.isTypeAliasDeclaration, 'ReadModelChanged'), ctx);
  const changed = named(ts.isTypeAliasDeclaration, 'ReadModelChanged');
  const types = [...ctx.types].sort(([a], [b]) => a.localeCompare(b)).map(([name, file]) => `- \`${name}\`: \`${file}\``);
  return [
    '# Live notices (socket.io)',
    '',
    '<!-- Generated from libs/contracts/src/realtime.ts by scripts/socket-notices.ts: do not edit. -->',
    '',
    'Screens follow the read models live through one socket.io connection to the site itself (path',
    '`/socket.io`). The connection is accepted only with the session cookie of a signed-in user and',
    "joins that user's rooms at once (their own, their organization's, and those their permissions",
    'open); the `…:watch` events join the room of one item after a read check. A notice follows a',
    'committed change (docs/adr/0005): a client holding the version just before applies it, any other',
    'fetches the row again, and after a reconnect every screen fetches what it shows.',
    '',
    'This page is generated from the typed event maps in `libs/contracts/src/realtime.ts`',
    '(`node --import tsx scripts/socket-notices.ts`); a unit test fails when they differ.',
    '',
    '## From the server',
    '',
    '| event | arguments | what it says |',
    '|---|---|---|',
    ...toClient,
    '',
    '## From the client',
    '',
    'An argument named `ack` is the acknowledgement callback: the answer comes back through it.',
    '',
    '| event | arguments | what it does |',
    '|---|---|---|',
    ...toServer,
    '',
    '## Kinds of `changed` notice',
    '',
    oneLine(ts.displayPartsToString(ctx.checker.getSymbolAtLocation(changed.name)?.getDocumentationComment(ctx.checker) ?? [])),
    '',
    '| `model` | also carries | when, and to whom |',
    '|---|---|---|',
    ...notices,
    '',
    '## Types named above',
    '',
    ...types,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const page = socketNotices();
  if (readFileSync(NOTICES_PAGE, { encoding: 'utf8', flag: 'a+' }) !== page) writeFileSync(NOTICES_PAGE, page);
  process.stdout.write(`${relative(ROOT, NOTICES_PAGE)} is up to date\n`);
}
