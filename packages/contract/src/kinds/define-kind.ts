import type { Messages } from '../messages';

/** A label of the console's form fields: `console.field.{label}`. */
export type ConsoleFieldLabel = keyof Messages['console']['field'];

/**
 * The contract's half of a kind of post (decision 025): what the server and the web both need to
 * know about it, with no zod, so the browser bundle may import it. The server's half (its table,
 * repository hooks, search text, expiry) is declared beside the kind's module under the same
 * `name`; the kind's zod schemas and endpoints are in its own contract file (`jobs.ts`...).
 */
export interface KindDeclaration<Name extends string = string, CategoryKind extends string = string> {
  /** The kind's name everywhere: `listings.kind`, saved items, search entries, the console. */
  name: Name;
  /** What a list of them is called in English, for API descriptions ("Jobs"). */
  plural: string;
  /** Kinds of category a post of this kind is filed under (none: an empty list). */
  categoryKinds: readonly CategoryKind[];
  /** Where the kind's tab stands among the search results' tabs (lower first). */
  searchPosition: number;
  /** The kind's child sitemaps are `{sitemapSection}-N.xml`. */
  sitemapSection: string;
  /** The public page of one post. */
  webPath: (post: { id: number; slug: string }) => string;
  /** The owner's list of their posts of this kind. */
  myPostsPath: string;
  /**
   * The kind's public list pages at fixed addresses, in the sitemap's pages with the date of its
   * newest post (businesses' lists are their categories', which the sitemap reads itself).
   */
  listPaths: readonly string[];
  /** What a moderator reads beside each of the kind's own form fields (the shared ones are the console's). */
  reviewFields: {
    /**
     * A form field's label, as its name under `console.field` (`jobType` names the job type's label):
     * written whole, the keys would put the console's labels in every public page's message file,
     * since pages import this declaration for its paths (decision 003).
     */
    labels: Readonly<Record<string, ConsoleFieldLabel>>;
    /** A field whose value is one of fixed choices, and the catalogue prefix of their labels. */
    choices: Readonly<Record<string, string>>;
  };
}

/** Declares a kind; the literal types of its name and category kinds feed the derived lists. */
export function defineKind<const Name extends string, const CategoryKind extends string = never>(
  declaration: KindDeclaration<Name, CategoryKind>,
): KindDeclaration<Name, CategoryKind> {
  return declaration;
}
