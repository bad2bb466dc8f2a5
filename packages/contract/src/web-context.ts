import type { Language } from './languages';

/** A call to the API: GET unless a method is given; a FormData body goes as multipart, anything else as JSON. */
export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** What an API call returned: the status, the parsed JSON body, and any cookies it set. */
export interface ApiResponse {
  status: number;
  body: unknown;
  setCookies?: string[];
}

/** Calls an API path (such as `/api/GA/en/0/site/home`) and returns the answer. */
export type ApiTransport = (path: string, request?: ApiRequest) => Promise<ApiResponse>;

/**
 * What the server hands to every route loader while rendering a page: the in-process API, the
 * chosen language and site, and the nonce that lets the page's own inline scripts run.
 */
export type WebLoadContext = {
  transport: ApiTransport;
  language: Language;
  /** True when the visitor chose the language (cookie or `?lang=`); false when guessed from the browser. */
  isLanguageChosen: boolean;
  /**
   * Whether the page is rendered for the visitor with their session (cookie): false for guests,
   * a stale cookie and the member variant, which skip every personal read.
   */
  hasSession: boolean;
  /**
   * The visitor is signed in, and this is the member variant of a public page (decision 024):
   * rendered without their session, the same bytes for everyone signed in. Loaders leave the
   * personal parts (saved and followed marks) to the page state the browser asks for; the page
   * shows a signed-in shell (never "Log in") without a name.
   */
  isMemberVariant?: boolean;
  siteCode: string;
  cityId: number;
  nonce: string;
  publicUrl: string;
  /** How long after load the welcome pop-up appears (the specification's 60 s by default). */
  welcomeDelayMs: number;
  /**
   * Told by the renderer the text of every inline script it wrote (each carries `nonce`), so a
   * page kept for many visitors allows exactly those by hash: never a script that arrived in the
   * page's content (decision 011).
   */
  recordInlineScripts?: (scripts: readonly string[]) => void;
};
