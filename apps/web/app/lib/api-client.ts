import { endpointUrl } from '@jaliya/contract/endpoint-url';
import type {
  Endpoint,
  EndpointCall,
  EndpointData,
  ApiRequest,
  ApiTransport,
  BlogPost,
  BlogPostSummary,
  ContactPage,
  ErrorBody,
  Faq,
  FormDefinition,
  GeneralSetting,
  Home,
  LegalPageKey,
  Me,
  Page,
  PagedList,
  SavedIds,
  SavedItemType,
  UserGuide,
  UserGuideSummary,
  WelcomeScreen,
} from '@jaliya/contract';

/** A failed API call, carrying the contract's error code and translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    super(body?.error.message ?? `API request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** Typed calls to the site-scoped API under `base` (such as `/api/GA/en/0`), over any transport. */
export function createApiClient(transport: ApiTransport, base: string) {
  async function read<T>(resource: string): Promise<T> {
    const { status, body } = await transport(`${base}/${resource}`);
    if (status >= 400) throw new ApiError(status, body as ErrorBody | undefined);
    return (body as { data: T }).data;
  }
  /** A write: never throws for a 4xx, so forms can show the errors field by field. */
  async function write<T>(
    method: NonNullable<ApiRequest['method']>,
    resource: string,
    body?: unknown,
  ): Promise<WriteResult<T>> {
    const answer = await transport(`${base}/${resource}`, { method, body: body ?? {} });
    const setCookies = answer.setCookies ?? [];
    if (answer.status >= 400)
      return { ok: false, status: answer.status, error: (answer.body as ErrorBody).error, setCookies };
    return { ok: true, status: answer.status, data: (answer.body as { data: T }).data, setCookies };
  }
  return {
    write,
    /** A read of an endpoint declared in the contract: typed parameters, query and answer. */
    get: <E extends Endpoint>(definition: E, call: EndpointCall<E>) =>
      read<EndpointData<E>>(endpointUrl(definition, call)),
    /** A write of an endpoint declared in the contract; 4xx answers come back as results. */
    send: <E extends Endpoint>(definition: E, call: EndpointCall<E>) =>
      write<EndpointData<E>>(definition.method, endpointUrl(definition, call), call.body),
    /** The signed-in user (with their deployment-wide role), or null for a guest. */
    currentUser: async (): Promise<Me | null> => {
      const answer = await transport(`${base}/auth/me`);
      return answer.status === 200 ? (answer.body as { data: Me }).data : null;
    },
    generalSetting: () => read<GeneralSetting>('site/settings'),
    home: () => read<Home>('site/home'),
    welcomeScreen: () => read<WelcomeScreen | null>('site/welcome'),
    about: () => read<Page>('pages/about'),
    contactPage: () => read<ContactPage>('pages/contact'),
    legalPage: (key: LegalPageKey) => read<Page>(`pages/${key}`),
    blogs: (page: number) => read<PagedList<BlogPostSummary>>(`blog/posts?page=${page}`),
    blog: (id: number) => read<BlogPost>(`blog/posts/${id}`),
    userGuides: () => read<UserGuideSummary[]>('user-guides'),
    userGuide: (id: number) => read<UserGuide>(`user-guides/${id}`),
    faqs: () => read<Faq>('faqs'),
    form: (slug: string) => read<FormDefinition>(`forms/${encodeURIComponent(slug)}`),
    savedIds: (type: SavedItemType) => read<SavedIds>(`profile/save/ids?type=${type}`),
    savedBlogs: (page: number) => read<PagedList<BlogPostSummary>>(`my/saved/blogs?type=blog&page=${page}`),
  };
}

export type WriteResult<T> =
  | { ok: true; status: number; data: T; setCookies: string[] }
  | { ok: false; status: number; error: ErrorBody['error']; setCookies: string[] };

export type ApiClient = ReturnType<typeof createApiClient>;

/** The API base address for a site, language and city. */
export function apiBase(siteCode: string, language: string, cityId: number): string {
  return `/api/${siteCode}/${language}/${cityId}`;
}

const API_BASE_META = 'jaliya-api-base';
export const apiBaseMetaName = API_BASE_META;

/** In the browser: the API base the page was rendered with (site, language and city). */
export function apiBaseOfPage(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content ?? '/api/GA/en/0';
}

/** In the browser: an API client over `fetch`, scoped like the page that was rendered. */
export function browserApiClient(): ApiClient {
  const base = apiBaseOfPage();
  return createApiClient(async (path) => {
    const response = await fetch(path, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, base);
}
