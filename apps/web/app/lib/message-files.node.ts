/**
 * Which messages each page's code can show, found by reading the code (decision 003). Runs in
 * Node at build time (the Vite plugin below) and in the unit tests, never in the app.
 *
 * The root layout's modules, and every module they import (statically or lazily), make the
 * shell; each route's modules make that route's file, less what the shell has. A module's
 * messages are the catalogue keys written in it as string literals (`'nav.home'`, also as values
 * in lists of links) and the keys under a template's fixed start (`jobs.jobType.${type}` takes
 * every `jobs.jobType.*`). Code that only runs on the server (`*.server.ts`) and type-only
 * imports are left out. So a page's browser holds the messages its code can ask for and no
 * others; a key built any other way is a key the page does not have, which the browser reports
 * (`lib/i18n.tsx`) and the browser tests fail on.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Catalogue = Record<string, unknown>;

export interface MessageFile {
  /** The route id (`root` for the shell), as React Router names it. */
  id: string;
  keys: string[];
}

export interface MessageFiles {
  /** A hash of every file's content in both languages: part of each file's address. */
  version: string;
  files: MessageFile[];
  /** A file's content in a language: its keys' messages, nested as in the catalogue. */
  content(language: 'en' | 'ar', id: string): string;
}

const LANGUAGES = ['en', 'ar'] as const;

/** The dotted keys of a catalogue. */
function listKeys(messages: Catalogue, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? listKeys(value as Catalogue, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The messages of `keys`, nested as in the catalogue. */
export function pickMessages(catalogue: Catalogue, keys: Iterable<string>): Catalogue {
  const picked: Catalogue = {};
  for (const key of keys) {
    const parts = key.split('.');
    let source: unknown = catalogue;
    let target = picked;
    for (const [index, part] of parts.entries()) {
      source = (source as Catalogue | undefined)?.[part];
      if (source === undefined) break;
      if (index === parts.length - 1) target[part] = source;
      else target = (target[part] ??= {}) as Catalogue;
    }
  }
  return picked;
}

const IMPORT =
  /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const LITERAL = /['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g;
const TEMPLATE_START = /`([A-Za-z][\w-]*\.(?:[\w-]+\.)*)\$\{/g;

/** Reads modules and the keys they name; each module is read once. */
export class MessageKeyReader {
  private readonly modules = new Map<string, { imports: string[]; keys: Set<string> }>();
  private readonly keySet: Set<string>;

  constructor(
    private readonly keys: readonly string[],
    private readonly contractDirectory: string,
  ) {
    this.keySet = new Set(keys);
  }

  /** The keys a module's source names: literals that are keys, and every key under a template's start. */
  keysIn(source: string): Set<string> {
    const found = new Set<string>();
    for (const [, literal = ''] of source.matchAll(LITERAL)) if (this.keySet.has(literal)) found.add(literal);
    for (const [, start = ''] of source.matchAll(TEMPLATE_START))
      for (const key of this.keys) if (key.startsWith(start)) found.add(key);
    return found;
  }

  private resolve(from: string, specifier: string): string | undefined {
    let base: string;
    if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
    else if (specifier === '@jaliya/contract') base = path.join(this.contractDirectory, 'index');
    else if (specifier.startsWith('@jaliya/contract/'))
      base = path.join(this.contractDirectory, specifier.slice('@jaliya/contract/'.length));
    else return undefined;
    base = base.replace(/\?.*$/, '');
    if (/\.server(\.tsx?)?$/.test(base) || base.endsWith('.json') || base.endsWith('.css')) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
  }

  private read(file: string) {
    let module = this.modules.get(file);
    if (!module) {
      const source = readFileSync(file, 'utf8');
      const imports: string[] = [];
      for (const [, typeOnly, from, lazy] of source.matchAll(IMPORT)) {
        if (typeOnly) continue;
        const resolved = this.resolve(file, from ?? lazy ?? '');
        if (resolved) imports.push(resolved);
      }
      module = { imports, keys: this.keysIn(source) };
      this.modules.set(file, module);
    }
    return module;
  }

  /** Every key named by a module and the modules it imports, statically or lazily. */
  keysReachableFrom(file: string): Set<string> {
    const keys = new Set<string>();
    const seen = new Set<string>();
    const pending = [file];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      const module = this.read(next);
      module.keys.forEach((key) => keys.add(key));
      pending.push(...module.imports);
    }
    return keys;
  }
}

const ROUTE =
  /\b(?:index|route|layout)\(\s*(?:'[^']*'\s*,\s*)?'(routes\/[^']+)'\s*(?:,\s*\{\s*id:\s*'([^']+)'\s*\})?/g;

/** The routes of `app/routes.ts`: id and module file, as React Router names them. */
export function readRoutes(appDirectory: string): { id: string; file: string }[] {
  const source = readFileSync(path.join(appDirectory, 'routes.ts'), 'utf8');
  const routes = [...source.matchAll(ROUTE)].map(([, file = '', id]) => ({
    id: id ?? file.replace(/\.[jt]sx?$/, ''),
    file: path.join(appDirectory, file),
  }));
  // A route written in a way this does not read would get no messages of its own: stop instead.
  const declared = source.match(/\b(?:index|route|layout)\(/g)?.length ?? 0;
  if (declared !== routes.length)
    throw new Error(`routes.ts declares ${declared} routes; message-files.node.ts read ${routes.length}`);
  return routes;
}

/** The message files of the app in `appDirectory`: the shell's (`root`) and each route's. */
export function messageFiles(appDirectory: string): MessageFiles {
  const contractDirectory = path.resolve(appDirectory, '../../../packages/contract/src');
  const catalogues = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(readFileSync(path.join(contractDirectory, 'i18n', `${language}.json`), 'utf8')) as Catalogue,
    ]),
  ) as Record<(typeof LANGUAGES)[number], Catalogue>;
  const reader = new MessageKeyReader(listKeys(catalogues.en), contractDirectory);
  const shell = reader.keysReachableFrom(path.join(appDirectory, 'root.tsx'));
  const files: MessageFile[] = [{ id: 'root', keys: [...shell].sort() }];
  for (const route of readRoutes(appDirectory)) {
    const keys = [...reader.keysReachableFrom(route.file)].filter((key) => !shell.has(key)).sort();
    files.push({ id: route.id, keys });
  }
  const byId = new Map(files.map((file) => [file.id, file]));
  const content = (language: 'en' | 'ar', id: string) =>
    JSON.stringify(pickMessages(catalogues[language], byId.get(id)?.keys ?? []));
  const hash = createHash('sha256');
  for (const file of files)
    for (const language of LANGUAGES) hash.update(`${file.id}\0${content(language, file.id)}\0`);
  return { version: hash.digest('hex').slice(0, 10), files, content };
}

/** Where a message file is served from: `/assets/messages-{version}/{language}/{route id}.json`. */
export function messageFilePath(version: string, language: string, id: string): string {
  return `assets/messages-${version}/${language}/${id}.json`;
}

/**
 * Writes the message files into the client build (the build's compression step then adds their
 * Brotli and gzip copies), and serves them in development. Their version reaches the code as
 * `import.meta.env.VITE_MESSAGES_VERSION` (`lib/catalogue.tsx` builds the addresses from it).
 */
export function messageFilesPlugin(): Plugin {
  let appDirectory = '';
  let built: MessageFiles | undefined;
  return {
    name: 'jaliya:message-files',
    config(config) {
      appDirectory = path.resolve(config.root ?? process.cwd(), 'app');
      built = messageFiles(appDirectory);
      return { define: { 'import.meta.env.VITE_MESSAGES_VERSION': JSON.stringify(built.version) } };
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client' || !built) return;
      for (const file of built.files)
        for (const language of LANGUAGES)
          this.emitFile({
            type: 'asset',
            fileName: messageFilePath(built.version, language, file.id),
            source: built.content(language, file.id),
          });
    },
    configureServer(server) {
      // Read again on every request in development, so an edited page gets its new messages.
      server.middlewares.use((request, response, next) => {
        const [, language, id] =
          /^\/assets\/messages-[^/]+\/(en|ar)\/(.+)\.json$/.exec(request.url ?? '') ?? [];
        if (!language || !id) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(messageFiles(appDirectory).content(language as 'en' | 'ar', id));
      });
    },
  };
}
