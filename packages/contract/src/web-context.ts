import type { Language } from './languages';

/** What an API call returned: the status and the parsed JSON body. */
export interface ApiResponse {
  status: number;
  body: unknown;
}

/** Sends a GET to an API path (such as `/api/GA/en/0/home`) and returns the answer. */
export type ApiTransport = (path: string) => Promise<ApiResponse>;

/**
 * What the server hands to every route loader while rendering a page: the in-process API, the
 * chosen language and site, and the nonce that lets the page's own inline scripts run.
 */
export type WebLoadContext = {
  transport: ApiTransport;
  language: Language;
  siteCode: string;
  cityId: number;
  nonce: string;
  publicUrl: string;
};
