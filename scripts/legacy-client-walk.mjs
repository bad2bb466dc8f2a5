// Walks the old web client (GlyphsTeam/Arab-State-Hamzah, built from its public source) against a
// running Jaliya, as a new user would, in English and in Arabic (issue 33, decision 023): it signs
// up through the old client's own screens, visits every screen, makes every write the old client
// can make (favourites, posts of each kind, profile, password, contact, newsletter, deletes) and
// records, per screen, works / partly / broken with the reason and whose bug it is, every call to
// the API with its status and a check of the shape the old client reads (LEGACY-CLIENT.md), and a
// screenshot. See docs/legacy-client-walk.md for the bench (old client build, TLS front, mail).
//
//   node scripts/legacy-client-walk.mjs
//
// Env: LEGACY_CLIENT_URL (https://client.localhost:8443), LEGACY_API_URL
// (https://api.localhost:8444), LEGACY_MAIL_URL (http://127.0.0.1:8025, the front's SMTP sink),
// LEGACY_STATE (GA), LEGACY_CITY_ID (0, as REACT_APP_City_ID), LEGACY_WALK_OUT
// (legacy-walk-report), LEGACY_WALK_LANGUAGES (en,ar), CHROME_PATH (/usr/bin/chromium).
// Writes report.json, report.md and one PNG per screen and language into LEGACY_WALK_OUT.
/* global document, location, window -- used inside page.evaluate, which runs in the old client's page */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { findChromium } from './lib.mjs';

const env = process.env;
const CLIENT = (env.LEGACY_CLIENT_URL ?? 'https://client.localhost:8443').replace(/\/$/, '');
const API = (env.LEGACY_API_URL ?? 'https://api.localhost:8444').replace(/\/$/, '');
const MAIL = (env.LEGACY_MAIL_URL ?? 'http://127.0.0.1:8025').replace(/\/$/, '');
const STATE = env.LEGACY_STATE ?? 'GA';
const CITY = env.LEGACY_CITY_ID ?? '0';
const OUT = path.resolve(env.LEGACY_WALK_OUT ?? 'legacy-walk-report');
const LANGUAGES = (env.LEGACY_WALK_LANGUAGES ?? 'en,ar').split(',').map((language) => language.trim());
const API_PREFIX = `${API}/api/${STATE}/`;
const FOREIGN_HOST = 'glyphsmarketingbusiness.com';

mkdirSync(OUT, { recursive: true });

// ---------------------------------------------------------------------------------------------
// The shapes the old client reads (LEGACY-CLIENT.md §2-3). A path is dot-separated from the body;
// `x[]` is a list whose items the rest of the path is checked on (an empty list passes), and a
// `:type` suffix checks the last value's type. Only what the old client reads is listed.
// ---------------------------------------------------------------------------------------------
const SHAPES = [
  [
    /^general-setting$/,
    [
      'data.navbar.logo:string',
      'data.logo:string',
      'data.navbar.states[]',
      'data.services:object',
      'data.footer.social_media[]',
      'data.footer.Copyright:string',
    ],
  ],
  [/^listings$/, ['data[].id:number', 'data[].name:string', 'data[].image:string', 'data[].type:string']],
  [
    /^home$/,
    [
      'data.hero[].media:string',
      'data.category.title.shops:string',
      'data.category.shops[].image:string',
      'data.category.services[].image:string',
      'data.our_service.model[].image:string',
      'data.blogs_new.model[].image:string',
      'data.try_app:object',
    ],
  ],
  [
    /^about$/,
    [
      'data.slider[]',
      'data.about[].title:string',
      'data.main:object',
      'data.statistics:object',
      'data.our_services.title:string',
      'data.easy_search.model[]',
    ],
  ],
  [/^contact-page$/, ['data.slider[]', 'data.contact.title:string']],
  [
    /^blogs\/web$/,
    ['data.main.title:string', 'data.slider[]', 'data.events.model[].image:string', 'data.around.model[]'],
  ],
  [
    /^blogs\/web\/show\/[^/]+$/,
    [
      'data.blog.title:string',
      'data.blog.web_description:string',
      'data.blog.gallery[]:string',
      'data.blog.paragraphs[]',
      'data.blog.similar[].image:string',
      'data.slider[]',
    ],
  ],
  [
    /^user_guides\/web$/,
    ['data.slider[]', 'data.main:object', 'data.evens.model[]', 'data.account.model[]', 'data.faq.model[]'],
  ],
  [
    /^user_guides\/show\/web\/[^/]+$/,
    ['data.main.title:string', 'data.main.steps[].title:string', 'data.latest_posts[].image:string'],
  ],
  [/^our_services$/, ['data.slider[]', 'data.main.title:string', 'data.services[].image:string']],
  [/^privacy_policy$/, ['data.title:string', 'data.text:string']],
  [
    /^main-categories\/\d+\/sub-categories$/,
    ['data[].id:number', 'data[].name:string', 'data[].image:string'],
  ],
  [/^main-categories$/, ['data.business[].id:number', 'data.service[].id:number']],
  [/^stores\/all-cat\/\d+$/, ['data:string']],
  [/^stores$/, ['data[].id:number', 'data[].name:string', 'data[].image:string']],
  [
    /^(business\/show|show-store)\/\d+$/,
    ['data.id:number', 'data.name:string', 'data.image:string', 'data.photos[]', 'data.worktime[]'],
  ],
  [/^state_page\/business$/, ['data[].id:number', 'data[].city[]']],
  [/^business$/, ['data.businesses[].id:number', 'data.businesses[].image:string']],
  [/^main-market\/categories$/, ['data.main[].id:number', 'data.main[].categories[]']],
  [/^main-market\/show\/\d+$/, ['data.slider[]', 'data.image_all_cat:string']],
  [/^filter-market\/all$/, ['data[]']],
  [/^filter-market$/, ['data[].id:number', 'data[].image:string']],
  [/^(product-model|category-market|year|color)$/, ['data[].id:number']],
  [/^cities$/, ['data[].city:string']],
  [/^market\/web\/show\/\d+$/, ['data.slider[]', 'data.item.title:string', 'data.item.gallery[]:string']],
  [
    /^(jobs|rents)\/web\/looking_for$/,
    [
      'data.slider.main.title:string',
      'data.slider.model[]',
      'data.sections[].url:string',
      'data.sections[].image:string',
    ],
  ],
  [
    /^jobs\/web$/,
    [
      'data.slider.main.image:string',
      'data.slider.model[].image:string',
      'data.jobs.total:number',
      'data.jobs.model[].id:number',
      'data.Latest_post.model[]',
    ],
  ],
  [
    /^rents\/web$/,
    ['data.slider.main.image:string', 'data.rents.total:number', 'data.rents.model[].image:string'],
  ],
  [/^(jobs|rents)\/web\/filter$/, ['data[]']],
  [/^jobs\/web\/show\/\d+$/, ['data.hero[]', 'data.job.title:string', 'data.job.company_image:string']],
  [/^rents\/web\/show\/\d+$/, ['data.hero[]', 'data.rent.title:string', 'data.rent.gallery[]:string']],
  [
    /^jobs\/web\/create_page$/,
    ['data.cities[].city:string', 'data.job_type[].value', 'data.experience_level[]'],
  ],
  [/^rents\/web\/create_page$/, ['data.cities[].city:string', 'data.type[].value', 'data.gender[]']],
  [/^user\/jobs$/, ['data.jobs[].id:number']],
  [/^user\/my-post$/, ['data.rents[]', 'data.market[]']],
  [
    /^search$/,
    ['data.rents[]', 'data.jobs[]', 'data.blogs[]', 'data.stores[]', 'data.guide[]', 'data.market[]'],
  ],
  [/^profile$/, ['data.name:string', 'data.email:string', 'data.phone_number:string']],
  [/^profile\/favorite$/, ['data[].id:number']],
  [/^profile\/save$/, ['data.rents[]', 'data.jobs[]', 'data.blogs[]']],
  [/^profile\/market\/save$/, ['data[].id:number']],
  [/^(login|register)$/, ['data.token:string', 'data.user.name:string', 'data.user.email:string']],
  [
    /^(check-email|send-email|check-code|forgot-password|profile\/change-password)$/,
    ['status:boolean', 'status_number:string'],
  ],
  [/^project$/, ['data.project.latitude:number', 'data.project.longitude:number']],
];

function typeOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The problems of one path in a body (empty when it holds). */
function checkPath(value, segments, trail) {
  if (segments.length === 0) return [];
  const [head, ...rest] = segments;
  const [name, type] = head.split(':');
  const isList = name.endsWith('[]');
  const key = isList ? name.slice(0, -2) : name;
  const here = `${trail}${trail ? '.' : ''}${key}`;
  if (value === null || typeof value !== 'object' || !(key in value)) return [`${here} missing`];
  const next = value[key];
  if (isList) {
    if (!Array.isArray(next)) return [`${here} is ${typeOf(next)}, not a list`];
    if (type && rest.length === 0) {
      const wrong = next.find((item) => typeOf(item) !== type);
      return wrong === undefined ? [] : [`${here}[] has ${typeOf(wrong)}, not ${type}`];
    }
    return next.slice(0, 5).flatMap((item) => checkPath(item, rest, `${here}[]`));
  }
  if (rest.length === 0)
    return type && typeOf(next) !== type ? [`${here} is ${typeOf(next)}, not ${type}`] : [];
  return checkPath(next, rest, here);
}

function checkShape(address, body) {
  const entry = SHAPES.find(([pattern]) => pattern.test(address));
  if (!entry) return { checked: false, problems: [] };
  if (body === undefined) return { checked: true, problems: ['not JSON'] };
  return { checked: true, problems: entry[1].flatMap((spec) => checkPath(body, spec.split('.'), '')) };
}

/** `/api/GA/en/0/jobs/web/show/3?x=1` → {language: 'en', address: 'jobs/web/show/3'}. */
function addressOf(url) {
  const { pathname } = new URL(url);
  const parts = pathname.split('/').filter((part, index) => index > 0 || part);
  // ['', 'api', 'GA', 'en', '0', ...rest] once the leading '' is dropped: ['api', 'GA', 'en', ...]
  const [, , language, ...rest] = parts;
  if (rest[0] === 'project' && rest.length === 1) return { language, address: 'project' };
  return { language, address: rest.slice(1).join('/') };
}

/** Old-client faults a call shows by itself (LEGACY-CLIENT.md §1.2, §3.11, §4). */
function oldClientFault(call) {
  if (call.host === FOREIGN_HOST)
    return `posts to the hard-coded host ${FOREIGN_HOST} (FormaddBusiness.js), not REACT_APP_domain`;
  if (/(^|\/)undefined$/.test(call.address)) return 'requests {base}/undefined (a Banner without bannerUrl)';
  if (call.address === '') return 'requests {base}/ (JobRentFilter.js starts its url as empty)';
  if (/^main-categories\/(2|[^/\d][^/]*)\/sub-categories$/.test(call.address) && call.status === 404)
    return 'asks the subcategories of a made-up category: FormaddBusiness.js starts with the old server’s id "2", and a select’s placeholder is sent as an id';
  if (call.address === 'subscribes' && call.status === 400 && call.method === 'POST')
    return 'useFetch sends subscribes with no e-mail on every render (Regester.js / SubscribeFooter.js)';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The browser, the calls it makes, the mail sink and a small API helper run inside the page.
// ---------------------------------------------------------------------------------------------
const photo = await sharp({
  create: { width: 1200, height: 900, channels: 3, background: { r: 46, g: 125, b: 110 } },
})
  .composite([
    {
      input: Buffer.from(
        '<svg width="1200" height="900"><circle cx="600" cy="450" r="300" fill="#f2c14e"/></svg>',
      ),
    },
  ])
  .png()
  .toBuffer();

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--ignore-certificate-errors',
  ],
});

const run = {
  startedAt: new Date().toISOString(),
  client: CLIENT,
  api: API,
  email: `walker-${Date.now()}@example.org`,
  passwords: [`Walk-${Date.now()}-a1`],
  token: '',
  ids: {},
  screens: [],
};
const password = () => run.passwords.at(-1);
const nextPassword = () => {
  run.passwords.push(`Walk-${Date.now()}-n${run.passwords.length}`);
  return password();
};

const context = await browser.newContext({
  viewport: { width: 1366, height: 900 },
  ignoreHTTPSErrors: true,
  serviceWorkers: 'block',
});
context.setDefaultTimeout(15_000);
// Third parties the old client loads (chat, push, maps, pixel, fonts) are not what is tried here.
await context.route(
  (url) => ![new URL(CLIENT).host, new URL(API).host, FOREIGN_HOST].includes(url.host),
  (route) => route.abort(),
);
// The add-business form posts to a foreign host (the old client's bug); the walk re-addresses
// it to Jaliya, so the report can say both that the client is wrong and that Jaliya takes it.
// Writes go through the walk, which keeps their answers' bodies: a form that navigates right
// after sending makes Chromium drop the body before it can be read.
const bodies = new WeakMap();
await context.route(
  (url) => url.host === FOREIGN_HOST || url.href.startsWith(API_PREFIX),
  async (route) => {
    const request = route.request();
    const foreign = new URL(request.url()).host === FOREIGN_HOST;
    if (!foreign && ['GET', 'OPTIONS'].includes(request.method())) return route.fallback();
    // The walk's Node side does not resolve *.localhost as Chromium does: it asks 127.0.0.1
    // with the name in the Host header.
    const target = new URL(foreign ? request.url().replace(`https://${FOREIGN_HOST}`, API) : request.url());
    const headers = { ...request.headers(), host: target.host };
    if (target.hostname.endsWith('.localhost')) target.hostname = '127.0.0.1';
    try {
      const response = await route.fetch({ url: target.href, headers });
      const body = await response.text();
      bodies.set(request, body);
      await route.fulfill({ response, body });
    } catch (error) {
      console.warn(
        `walk: could not pass on ${request.method()} ${request.url()}: ${error.message.split('\n')[0]}`,
      );
      await route.abort();
    }
  },
);

let current; // the screen being recorded
const inFlight = new Map();
context.on('request', (request) => {
  const url = request.url();
  const host = new URL(url).host;
  if (!url.startsWith(API_PREFIX) && host !== FOREIGN_HOST) return;
  if (request.method() === 'OPTIONS') return;
  const { language, address } = addressOf(url);
  const call = {
    method: request.method(),
    url,
    host,
    language,
    address,
    status: 0,
    shape: 'unchecked',
    problems: [],
  };
  if (call.method !== 'GET') call.sent = sentFields(request);
  inFlight.set(request, call);
  current?.calls.push(call);
});
context.on('response', async (response) => {
  const call = inFlight.get(response.request());
  if (!call) return;
  call.status = response.status();
  let body;
  let text;
  try {
    text = bodies.get(response.request()) ?? (await response.text());
    body = JSON.parse(text);
  } catch (error) {
    body = undefined;
    call.unread = String(error.message).split('\n')[0];
  }
  // A body Chromium dropped (the page navigated away first) is not an answer to judge.
  if (text === undefined) call.shape = 'unread';
  else if (call.status >= 200 && call.status < 300) {
    const { checked, problems } = checkShape(call.address, body);
    call.shape = checked ? (problems.length ? 'wrong' : 'ok') : 'unchecked';
    call.problems = problems;
  } else if (body && typeof body === 'object') {
    call.problems = [JSON.stringify(body.errors ?? body.message ?? body).slice(0, 200)];
  }
});
context.on('requestfailed', (request) => {
  const call = inFlight.get(request);
  if (call) call.failure = request.failure()?.errorText ?? 'failed';
});

/** The fields of a write as sent (`name=value`, files as `name=<file>`), for the report. */
function sentFields(request) {
  const raw = request.postDataBuffer()?.toString('utf8') ?? '';
  const parts = [...raw.matchAll(/name="([^"]+)"(; filename="[^"]*")?\r\n(?:[^\r]*\r\n)*?\r\n([^\r]*)/g)];
  if (parts.length)
    return parts.map(([, name, file, value]) => `${name}=${file ? '<file>' : value.slice(0, 40)}`);
  return raw ? [raw.slice(0, 300)] : [];
}

const page = await context.newPage();
page.on('pageerror', (error) => current?.pageErrors.push(String(error.message).slice(0, 300)));
page.on('console', (message) => {
  if (message.type() === 'error') current?.consoleErrors.push(message.text().slice(0, 300));
});
page.on('dialog', (dialog) => {
  current?.dialogs.push(dialog.message().slice(0, 200));
  void dialog.accept();
});

/** A GET of the old API from inside the client's page (its CORS, its certificate exceptions). */
async function api(language, address, { method = 'GET', token = run.token, form } = {}) {
  return page.evaluate(
    async ({ url, method, token, form }) => {
      const body = form ? new FormData() : undefined;
      for (const [key, value] of Object.entries(form ?? {})) body.append(key, value);
      const response = await fetch(url, {
        method,
        body,
        headers: { Authorization: `Bearer ${token || null}`, Accept: 'application/json' },
      });
      return { status: response.status, body: await response.json().catch(() => undefined) };
    },
    { url: `${API_PREFIX}${language}/${CITY}/${address}`, method, token, form },
  );
}

async function mailCode(to, after) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const messages = await fetch(`${MAIL}/messages?to=${encodeURIComponent(to)}`).then((r) => r.json());
    const fresh = messages.filter((message) => message.date > after);
    const code = fresh
      .reverse()
      .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1])
      .find(Boolean);
    if (code) return code;
    await page.waitForTimeout(250);
  }
  return undefined;
}

const settle = async (milliseconds = 1200) => {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.waitForTimeout(milliseconds);
};

async function open(language, route) {
  await page.goto(`${CLIENT}/${language}${route}`, { waitUntil: 'domcontentloaded' });
  await settle();
}

/** Fills the visible empty fields of a form the way a person would, with plausible values. */
async function fillForm(root = page.locator('body'), extra = {}) {
  const stamp = Date.now().toString(36);
  const fields = root.locator('input:visible, textarea:visible');
  const count = await fields.count();
  for (let index = 0; index < count; index++) {
    const field = fields.nth(index);
    const [type, name, placeholder, value, disabled] = await field.evaluate((element) => [
      element.type,
      element.name,
      element.placeholder,
      element.value,
      element.disabled || element.readOnly,
    ]);
    if (disabled || ['checkbox', 'radio', 'file', 'submit', 'button', 'hidden'].includes(type)) continue;
    if (value && !extra[name]) continue;
    const label = `${name} ${placeholder}`.toLowerCase();
    let text = extra[name];
    if (text === undefined) {
      if (/react-select|select/.test(label) || (await field.evaluate((e) => e.id.startsWith('react-select'))))
        continue;
      if (/url|link|web|portfolio|facebook|twitter|instagram|youtube|tiktok|pinterest|رابط/.test(label))
        text = `https://example.org/${name || 'walk'}`;
      // The postal code before the e-mail: Arabic writes both with بريد (الرمز البريدي, البريد الإلكتروني).
      else if (/zip|postal|code|الرمز البريدي|الرقم البريدي/i.test(label)) text = '30303';
      else if (type === 'email' || /mail|بريد/.test(label)) text = run.email;
      else if (/phone|هاتف|جوال/.test(label)) text = '4045550123';
      else if (/bed|bath|room/.test(label)) text = '2';
      else if (/area/.test(label)) text = '850';
      else if (type === 'number' || /salary|price|year|سعر|راتب/.test(label)) text = '1200';
      else if (/date/.test(label) || type === 'date') text = '1990-01-01';
      else if (/time/.test(label) || type === 'time') text = '09:00';
      else if (/address|عنوان/.test(label)) text = '12 Peachtree St, Atlanta';
      else if (type === 'textarea' || /desc|message|detail|about|وصف|رسالة/.test(label))
        text = `Written by the old-client walk ${stamp}: a full sentence so every length rule is met.`;
      else text = `Walk ${name || 'field'} ${stamp}`;
    }
    await field.fill(String(text)).catch(() => {});
  }
  // Native selects: the first real choice. A choice can bring the next select (category, then
  // subcategory, then model), so the selects still on their placeholder are gone over again.
  for (let pass = 0; pass < 3; pass++) {
    await chooseSelects(root);
    await page.waitForTimeout(700);
  }
  // react-select controls: open each and take its first option.
  const controls = root.locator('[class*="-control"]:visible');
  for (let index = 0; index < (await controls.count()); index++) {
    const control = controls.nth(index);
    await control.click({ timeout: 3000 }).catch(() => {});
    const option = page.locator('[class*="-option"]').first();
    if (await option.isVisible({ timeout: 1500 }).catch(() => false)) await option.click().catch(() => {});
    else await page.keyboard.press('Escape').catch(() => {});
  }
  // Photos: every file input gets the walk's picture (several where it takes several).
  const files = root.locator('input[type=file]');
  for (let index = 0; index < (await files.count()); index++) {
    const input = files.nth(index);
    const multiple = await input.evaluate((element) => element.multiple);
    const payload = (n) => ({ name: `walk-${n}.png`, mimeType: 'image/png', buffer: photo });
    await input.setInputFiles(multiple ? [0, 1, 2, 3, 4, 5].map(payload) : payload(0)).catch(() => {});
  }
  await page.waitForTimeout(800);
}

async function chooseSelects(root) {
  const selects = root.locator('select:visible');
  for (let index = 0; index < (await selects.count()); index++) {
    const select = selects.nth(index);
    if (
      await select.evaluate(
        (element) => element.selectedIndex > 0 || (element.multiple && element.selectedOptions.length > 0),
      )
    )
      continue;
    // Skip placeholders ("Select", "Main_category", an empty or disabled first option); prefer ids.
    const options = await select.locator('option').evaluateAll((nodes) =>
      nodes
        // The first of several options is the old forms' placeholder ("Type", "Gender", "Select").
        .filter((node, index) => !node.disabled && !(index === 0 && nodes.length > 1))
        .map((node) => node.value)
        .filter(
          (value) => value && !/^(select.*|choose.*|main_category|category|undefined|null)$/i.test(value),
        ),
    );
    const choice = options.find((value) => /^\d+$/.test(value)) ?? options[0];
    if (choice) await select.selectOption(choice).catch(() => {});
  }
}

/** Waits for a call to an address (by pattern) made after `from` calls of the screen. */
async function waitForCall(pattern, { method, from = 0, timeout = 10_000 } = {}) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const found = current.calls
      .slice(from)
      .find(
        (call) =>
          pattern.test(call.address) && (!method || call.method === method) && (call.status || call.failure),
      );
    if (found) return found;
    await page.waitForTimeout(150);
  }
  return undefined;
}

const ok2xx = (call) => call && call.status >= 200 && call.status < 300;

// ---------------------------------------------------------------------------------------------
// The screens. Each opens its address and may act; `act` returns {ok, note, whose} for a write.
// ---------------------------------------------------------------------------------------------
function screens(language) {
  const ids = run.ids;
  const favourite = (name, route, selector, pattern) => ({
    name,
    route,
    member: true,
    act: async () => {
      const from = current.calls.length;
      const target = page.locator(selector).first();
      if (!(await target.isVisible().catch(() => false)))
        return { ok: false, note: `no save control (${selector})`, whose: 'check' };
      // A control another element overlaps (the product page's slider) takes the click as an event.
      await target.click({ timeout: 5000 }).catch(() => target.dispatchEvent('click'));
      const call = await waitForCall(pattern, { method: 'POST', from });
      await settle(800);
      const sent = current.calls.slice(from).filter((c) => pattern.test(c.address) && c.method === 'POST');
      const notes = [];
      if (sent.length > 1)
        notes.push(
          `old client: one click sent ${sent.length} toggles (useFetch re-sends on every render), so the saved state depends on odd or even`,
        );
      return ok2xx(call)
        ? { ok: true, note: notes.join('; ') }
        : { ok: false, note: `toggle answered ${call?.status ?? 'nothing'}`, whose: 'ours' };
    },
  });
  const submitButton = (text) =>
    page.locator('button[type=submit], button').filter({ hasText: text }).first();
  const post = (name, route, pattern, verify, { before, text } = {}) => ({
    name,
    route,
    member: true,
    act: async () => {
      await before?.();
      await fillForm(page.locator('form').first().or(page.locator('body')).first(), {
        title: `Walk ${name} ${language} ${Date.now().toString(36)}`,
      });
      const from = current.calls.length;
      await (text ? submitButton(text) : page.locator('button[type=submit]').last()).click();
      const call = await waitForCall(pattern, { method: 'POST', from, timeout: 20_000 });
      await settle();
      if (!call) return { ok: false, note: 'the form sent nothing (client-side check?)', whose: 'check' };
      if (!ok2xx(call))
        return {
          ok: false,
          note: `${call.address} answered ${call.status}: ${call.problems.join(' ')}`,
          whose: 'ours',
        };
      const found = await verify();
      return found
        ? { ok: true }
        : { ok: false, note: 'sent, but not found in the owner’s list', whose: 'ours' };
    },
  });
  const list = [
    { name: 'home', route: '/' },
    { name: 'about', route: '/About' },
    { name: 'our services', route: '/Our-Service' },
    { name: 'blog list', route: '/Blog' },
    { name: 'blog item', route: `/Show-Blog/${ids.blogSlug}/${ids.blog}` },
    { name: 'contact page', route: '/Contact' },
    {
      name: 'contact form',
      route: '/Contact',
      act: async () => {
        await fillForm(page.locator('form').last());
        const from = current.calls.length;
        await page.locator('button[type=submit]').last().click();
        const call = await waitForCall(/^contact-us$/, { method: 'POST', from });
        return ok2xx(call)
          ? { ok: true }
          : { ok: false, note: `contact-us ${call?.status ?? 'not sent'}`, whose: 'ours' };
      },
    },
    {
      name: 'newsletter',
      route: '/About',
      act: async () => {
        const input = page.locator('footer input[name=email], input[name=email]').last();
        await input.fill(`news-${language}-${run.email}`);
        const from = current.calls.length;
        await input.locator('xpath=following::button[1]').click();
        const call = await waitForCall(/^subscribes$/, { method: 'POST', from });
        return ok2xx(call)
          ? { ok: true }
          : { ok: false, note: `subscribes ${call?.status ?? 'not sent'}`, whose: 'ours' };
      },
    },
    { name: 'user guide', route: '/User-Guide' },
    { name: 'user guide item', route: `/Show-User-Guide/${ids.guideSlug}` },
    { name: 'categories (all)', route: '/Category/all' },
    { name: 'categories (services)', route: '/Category/services' },
    { name: 'categories (shops)', route: '/Category/shops' },
    { name: 'subcategories', route: `/SubCategory/${ids.mainName}/${ids.main}/?Page=1` },
    { name: 'business profile (guest)', route: `/MarketProfile/${ids.businessSlug}/${ids.business}` },
    // `/Job` is the "looking for" page (LookingForJobPage) and `/jobs` the list (JobPage), which
    // takes `looking` from the link's state: the list is reached by the looking-for page's link.
    { name: 'jobs: looking for', route: '/Job' },
    {
      name: 'jobs list',
      route: '/Job',
      act: async () => {
        const link = page.locator('a[href$="/jobs"]').first();
        if (await link.isVisible().catch(() => false)) await link.click();
        else await open(language, '/jobs');
        await settle();
        return { ok: true };
      },
    },
    { name: 'job item (guest)', route: `/show-job/${ids.jobSlug}/${ids.job}` },
    { name: 'rents: looking for', route: '/Rent' },
    {
      name: 'rents list',
      route: '/Rent',
      act: async () => {
        const link = page.locator('a[href$="/rents"]').first();
        if (await link.isVisible().catch(() => false)) await link.click();
        else await open(language, '/rents');
        await settle();
        return { ok: true };
      },
    },
    { name: 'rent item (guest)', route: `/Rent/${ids.rentSlug}/${ids.rent}` },
    { name: 'marketplace categories', route: '/market-place' },
    {
      name: 'marketplace subcategories',
      route: '/market-place',
      act: async () => {
        await page.evaluate((ids) => {
          localStorage.setItem('mainCategoryId', String(ids.marketMain));
          localStorage.setItem('mainCategoryTitle', ids.marketMainName);
        }, ids);
        await open(language, '/market-place/subCategory');
        return { ok: true };
      },
    },
    {
      name: 'marketplace products',
      route: '/market-place',
      act: async () => {
        await page.evaluate((ids) => {
          localStorage.setItem('mainCategoryId', String(ids.marketMain));
          localStorage.setItem('mainCategoryTitle', ids.marketMainName);
          localStorage.setItem('subCategoryId', 'all');
          localStorage.setItem('subCategoryTitle', 'All');
        }, ids);
        await open(language, '/market-place/products');
        return { ok: true };
      },
    },
    { name: 'product item (guest)', route: `/Show-Product/${ids.productSlug}/${ids.product}` },
    { name: 'search (all)', route: `/search-result/${ids.keyword}` },
    { name: 'search (jobs)', route: `/search-result/${ids.keyword}/job` },
    { name: 'search (homes)', route: `/search-result/${ids.keyword}/rent` },
    { name: 'search (blog)', route: `/search-result/${ids.keyword}/blog` },
    { name: 'privacy policy', route: '/Privacy-Policy' },
    { name: 'terms', route: '/Terms-conditions' },
  ];
  if (language === LANGUAGES[0]) list.push(signUp(language));
  list.push(login(language));
  list.push(
    { name: 'profile', route: '/Profile', member: true },
    {
      name: 'edit profile',
      route: '/Profile',
      member: true,
      act: async () => {
        const edit = page
          .locator('button')
          .filter({ hasText: /Edit Profile|تعديل/ })
          .first();
        if (!(await edit.isVisible().catch(() => false)))
          return { ok: false, note: 'no Edit Profile button', whose: 'check' };
        await edit.click();
        await fillForm(page.locator('body'), { name: `Walker ${language}` });
        const from = current.calls.length;
        await page.locator('[class*="saveMenu"]').first().click();
        await settle();
        const sent = current.calls
          .slice(from)
          .find((call) => call.address === 'profile' && call.method === 'POST');
        if (sent)
          return ok2xx(sent)
            ? { ok: true }
            : { ok: false, note: `POST profile ${sent.status}`, whose: 'ours' };
        // r1's Save sends nothing (UserProfile.js saveClick only flips state); the state portal
        // (r2) posts the same form: send it as r2 does, to show Jaliya takes it.
        const r2 = await api(language, 'profile', {
          method: 'POST',
          form: {
            name: `Walker ${language}`,
            phone_number: '4045550123',
            gender: 'female',
            birth_date: '1990-01-01',
          },
        });
        return {
          ok: false,
          whose: 'old client',
          note: `Save sends nothing (UserProfile.js saveClick only flips state); the same form as the state portal posts it: ${r2.status}`,
        };
      },
    },
    {
      name: 'change password',
      route: '/changePassword',
      member: true,
      act: async () => {
        const inputs = page.locator('input[type=password]');
        const fresh = nextPassword();
        await inputs.nth(0).fill(run.passwords.at(-2));
        await inputs.nth(1).fill(fresh);
        await inputs.nth(2).fill(fresh);
        const from = current.calls.length;
        await page.locator('[class*="changeButton"]').first().click();
        const call = await waitForCall(/^profile\/change-password$/, { method: 'POST', from });
        // The client reloads "/" three seconds after a change: wait for it before going on.
        await page
          .waitForURL((url) => !url.pathname.endsWith('/changePassword'), { timeout: 8000 })
          .catch(() => {});
        await settle();
        const back = page.url();
        const note = /\/(en|ar)(\/|$)/.test(new URL(back).pathname)
          ? ''
          : `old client: reloads ${new URL(back).pathname} without the language prefix`;
        if (!ok2xx(call) || call.problems.length) {
          run.passwords.pop();
          return { ok: false, note: `change-password ${call?.status}`, whose: 'ours' };
        }
        const check = await api(language, 'login', {
          method: 'POST',
          form: { email: run.email, password: fresh },
        });
        if (check.body?.data?.token) run.token = check.body.data.token;
        await restoreSession(language);
        return check.body?.data?.token
          ? { ok: true, note }
          : { ok: false, note: 'the new password does not sign in', whose: 'ours' };
      },
    },
    favourite(
      'save a job',
      `/show-job/${ids.jobSlug}/${ids.job}`,
      '[class*="showJobIcon"] >> nth=-1',
      /^favorite\/job$/,
    ),
    favourite(
      'save a home',
      `/Rent/${ids.rentSlug}/${ids.rent}`,
      '[class*="shareSaveSection"] svg >> nth=1',
      /^favorite\/rent$/,
    ),
    favourite(
      'save a product',
      `/Show-Product/${ids.productSlug}/${ids.product}`,
      '[class*="shareSaveContainer"]:visible svg >> nth=1',
      /^favorite\/market$/,
    ),
    favourite(
      'save a business',
      `/MarketProfile/${ids.businessSlug}/${ids.business}`,
      'p:has(.favorite-icon)',
      /^favorite\/store$/,
    ),
    favourite(
      'save a blog post',
      `/Show-Blog/${ids.blogSlug}/${ids.blog}`,
      '[class*="iconsShareAndSave"] [class*="favIconColor"]',
      /^favorite\/blog$/,
    ),
    { name: 'saved jobs', route: '/saved-job', member: true },
    { name: 'saved homes', route: '/saved-accomodation', member: true },
    { name: 'saved products', route: '/saved-product', member: true },
    { name: 'saved businesses', route: '/saved-store', member: true },
    { name: 'saved blog posts', route: '/saved-blogs', member: true },
    post(
      'post a job (individual)',
      '/post-job',
      /^jobs\/create$/,
      async () => {
        const mine = await api(language, 'user/jobs');
        return (mine.body?.data?.jobs ?? []).some((job) =>
          job.title?.includes(`post a job (individual) ${language}`),
        );
      },
      { text: /Post a Job|نشر|أنشر/ },
    ),
    post('post a job (company)', '/jobforcompany', /^jobs\/create$/, async () => {
      const mine = await api(language, 'user/jobs');
      return (mine.body?.data?.jobs ?? []).some((job) =>
        job.title?.includes(`post a job (company) ${language}`),
      );
    }),
    post('post a home (offer)', '/post-rent', /^rents\/create$/, async () => {
      const mine = await api(language, 'user/my-post');
      return (mine.body?.data?.rents ?? []).some((rent) =>
        rent.title?.includes(`post a home (offer) ${language}`),
      );
    }),
    post('post a home (looking)', '/rentForm', /^rents\/create$/, async () => {
      const mine = await api(language, 'user/my-post');
      return (mine.body?.data?.rents ?? []).some((rent) =>
        rent.title?.includes(`post a home (looking) ${language}`),
      );
    }),
    post('post a product', '/market-place/new-product', /^market\/create$/, async () => {
      const mine = await api(language, 'user/my-post');
      return (mine.body?.data?.market ?? []).some((item) =>
        item.title?.includes(`post a product ${language}`),
      );
    }),
    post(
      'add a business',
      '/add-business',
      /^business\/create$/,
      async () => {
        const mine = await api(language, 'business');
        return (mine.body?.data?.businesses ?? []).some((business) => business.name?.includes(`Walk`));
      },
      {
        // The form starts with one "offer" field; a business lists 3 to 9 services.
        before: async () => {
          const more = page
            .locator('p')
            .filter({ hasText: /Add New Input|اضف خدمة/ })
            .first();
          for (let click = 0; click < 3; click++) await more.click().catch(() => {});
        },
      },
    ),
    { name: 'my businesses', route: '/my-business', member: true },
    deleteFrom('my jobs and delete', '/my-job', /^user\/jobs\/delete\/\d+$/, '[class*="deleteCard"]'),
    deleteFrom(
      'my homes and delete',
      '/my-housing',
      /^user\/rents\/delete\/\d+$/,
      'button:has-text("delete"), button:has-text("حذف")',
    ),
    deleteFrom(
      'my products and delete',
      '/my-product',
      /^user\/market\/delete\/\d+$/,
      '[class*="deleteIcon"]',
    ),
    forgotPassword(language),
  );
  return list;
}

function deleteFrom(name, route, pattern, selector) {
  return {
    name,
    route,
    member: true,
    act: async () => {
      const button = page.locator(selector).first();
      if (!(await button.isVisible().catch(() => false)))
        return { ok: false, note: 'no delete button shown', whose: 'check' };
      const from = current.calls.length;
      await button.click();
      // Some cards ask first (a modal with a confirming button).
      const confirm = page
        .locator('.modal button, [role=dialog] button')
        .filter({ hasText: /yes|delete|confirm|نعم|حذف/i })
        .first();
      if (await confirm.isVisible({ timeout: 1500 }).catch(() => false)) await confirm.click();
      const call = await waitForCall(pattern, { method: 'DELETE', from });
      await settle();
      return ok2xx(call)
        ? { ok: true }
        : {
            ok: false,
            note: `delete answered ${call?.status ?? 'nothing sent'}`,
            whose: call ? 'ours' : 'check',
          };
    },
  };
}

/** Sign-up through check-email and the register form (the web's OTP step is commented out). */
function signUp(language) {
  return {
    name: 'sign up',
    route: '/Register',
    act: async () => {
      await page.evaluate(() => localStorage.clear());
      await open(language, '/Register');
      const email = page.locator('input[name=email]').first();
      await email.fill(run.email);
      let from = current.calls.length;
      await email.locator('xpath=following::button[1]').click();
      const check = await waitForCall(/^check-email$/, { method: 'POST', from });
      if (!ok2xx(check)) return { ok: false, note: `check-email ${check?.status}`, whose: 'ours' };
      await page.locator('input[name=name]').waitFor();
      await page.locator('input[name=name]').fill('Walker');
      const passwords = page.locator('input[type=password]');
      await passwords.nth(0).fill(password());
      await passwords.nth(1).fill(password());
      await page.locator('#terms_conditionsReg').check();
      from = current.calls.length;
      await page.locator('button[type=submit], form button').last().click();
      const call = await waitForCall(/^register$/, { method: 'POST', from });
      await settle();
      run.token = await page.evaluate(() => localStorage.getItem('arab_user_token') ?? '');
      if (!ok2xx(call) || !run.token) return { ok: false, note: `register ${call?.status}`, whose: 'ours' };
      return { ok: true };
    },
  };
}

async function restoreSession(language) {
  // After a reload the old client keeps its session in localStorage only.
  await page.evaluate(
    ({ token, email }) => {
      localStorage.setItem('arab_user_token', token);
      localStorage.setItem('arab_user_name', 'Walker');
      localStorage.setItem('arab_user_email', email);
      localStorage.setItem('lang', location.pathname.split('/')[1] || 'en');
    },
    { token: run.token, email: run.email },
  );
  void language;
}

function login(language) {
  return {
    name: 'login',
    route: '/Login',
    act: async () => {
      await page.evaluate(() => localStorage.clear());
      await open(language, '/Login');
      await page.locator('input[name=email]').first().fill(run.email);
      await page.locator('input[name=password]').fill(password());
      const from = current.calls.length;
      await page.locator('input[name=password]').press('Enter');
      let call = await waitForCall(/^login$/, { method: 'POST', from, timeout: 4000 });
      if (!call) {
        await page.locator('button[type=submit], form button').last().click();
        call = await waitForCall(/^login$/, { method: 'POST', from });
      }
      await settle();
      const token = await page.evaluate(() => localStorage.getItem('arab_user_token') ?? '');
      if (!ok2xx(call) || !token) return { ok: false, note: `login ${call?.status}`, whose: 'ours' };
      run.token = token;
      return { ok: true };
    },
  };
}

/** The three-step reset, with the code read from the mail sink; then signs in again. */
function forgotPassword(language) {
  return {
    name: 'forgot password',
    route: '/Forget-Password',
    act: async () => {
      await page.evaluate(() => localStorage.clear());
      await open(language, '/Forget-Password');
      const since = new Date(Date.now() - 1000).toISOString();
      const email = page.locator('input[name=email]').first();
      await email.fill(run.email);
      let from = current.calls.length;
      await email.locator('xpath=following::button[1]').click();
      const sent = await waitForCall(/^send-email$/, { method: 'POST', from });
      if (!ok2xx(sent)) return { ok: false, note: `send-email ${sent?.status}`, whose: 'ours' };
      const code = await mailCode(run.email, since);
      if (!code) return { ok: false, note: 'no code in the mail sink', whose: 'ours' };
      const boxes = page.locator('input[name^=otp]');
      await boxes.first().waitFor();
      for (let index = 0; index < 6; index++) await boxes.nth(index).fill(code[index]);
      from = current.calls.length;
      await page
        .locator('button')
        .filter({ hasText: /Confirm|تأكيد/ })
        .first()
        .click();
      const checked = await waitForCall(/^check-code$/, { method: 'POST', from });
      if (!ok2xx(checked)) return { ok: false, note: `check-code ${checked?.status}`, whose: 'ours' };
      const fresh = nextPassword();
      await page.locator('input[name=password]').first().waitFor();
      await page.locator('input[name=password]').first().fill(fresh);
      from = current.calls.length;
      await page
        .locator('button')
        .filter({ hasText: /Change password/ })
        .first()
        .click();
      const changed = await waitForCall(/^forgot-password$/, { method: 'POST', from });
      await settle();
      if (!ok2xx(changed)) {
        run.passwords.pop();
        return { ok: false, note: `forgot-password ${changed?.status}`, whose: 'ours' };
      }
      const check = await api(language, 'login', {
        method: 'POST',
        form: { email: run.email, password: fresh },
      });
      if (!check.body?.data?.token)
        return { ok: false, note: 'the new password does not sign in', whose: 'ours' };
      run.token = check.body.data.token;
      await restoreSession(language);
      return { ok: true };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Running a screen and judging it.
// ---------------------------------------------------------------------------------------------
/**
 * Pictures that did not load: from the API's host, or with an empty address (an image field the
 * API sent empty, which the old client draws as a broken image with its alt text).
 */
async function brokenImages() {
  return page.evaluate(
    (api) =>
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth === 0)
        .filter((image) => image.getBoundingClientRect().width > 0 || image.loading === 'lazy')
        .map((image) =>
          image.getAttribute('src') ? image.currentSrc || image.src : `(empty src, alt "${image.alt}")`,
        )
        .filter((src) => src.startsWith(api) || src.startsWith('(empty')),
    API,
  );
}

async function visit(language, screen, index) {
  current = {
    language,
    name: screen.name,
    route: screen.route,
    calls: [],
    pageErrors: [],
    consoleErrors: [],
    dialogs: [],
    reasons: [],
  };
  try {
    if (screen.member) await restoreSession(language);
    if (screen.route) await open(language, screen.route);
    if (screen.member) {
      // Reopen with the session in place (restoreSession needs the client's origin).
      await restoreSession(language);
      await open(language, screen.route);
    }
    if (screen.act) current.action = await screen.act();
    await settle(500);
  } catch (error) {
    current.action = { ok: false, note: `walk: ${String(error.message).split('\n')[0]}`, whose: 'check' };
  }
  // The old client loads its pictures lazily as they scroll into view: go down the page and back,
  // so the screenshot and the image check see what a reader scrolling through would.
  await page
    .evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      window.scrollTo(0, 0);
    })
    .catch(() => {});
  await settle(600);
  const text = await page.evaluate(() => document.body?.innerText?.trim().length ?? 0).catch(() => 0);
  const images = await brokenImages().catch(() => []);
  const file = `${language}-${String(index + 1).padStart(2, '0')}-${screen.name.replace(/[^a-z0-9]+/gi, '-')}.png`;
  await page.screenshot({ path: path.join(OUT, file), fullPage: true }).catch(() => {});
  current.screenshot = file;
  current.url = page.url();
  judge(current, text, images);
  run.screens.push(current);
  const mark = { works: '✓', partly: '~', broken: '✗' }[current.verdict];
  console.log(
    `${mark} ${language} ${screen.name}${current.reasons.length ? `: ${current.reasons.map((r) => r.text).join('; ')}` : ''}`,
  );
}

function judge(screen, textLength, images) {
  const reasons = [];
  const add = (text, whose, weight) => {
    const same = reasons.find((reason) => reason.text === text);
    if (same) same.times = (same.times ?? 1) + 1;
    else reasons.push({ text, whose, weight });
  };
  for (const call of screen.calls) {
    if (call.failure && !call.status) {
      // Requests the client itself abandoned (a newer render) are not answers.
      if (!/ERR_ABORTED/.test(call.failure))
        add(`${call.method} ${call.address}: ${call.failure}`, 'ours', 'partly');
      continue;
    }
    const fault = oldClientFault(call);
    if (fault) {
      add(fault, 'old client', 'note');
      continue;
    }
    if (call.status >= 400)
      add(
        `${call.method} ${call.address} answered ${call.status} ${call.problems.join(' ')}`,
        'ours',
        'partly',
      );
    else if (call.shape === 'wrong')
      add(`${call.address} shape: ${call.problems.join(', ')}`, 'ours', 'partly');
  }
  if (screen.language === 'ar') {
    const english = [
      ...new Set(screen.calls.filter((call) => call.language === 'en').map((call) => call.address)),
    ];
    if (english.length)
      add(
        `sends /en/ from an Arabic page: ${english.slice(0, 6).join(', ')}${english.length > 6 ? '…' : ''}`,
        'old client',
        'note',
      );
  }
  for (const src of images.slice(0, 3)) add(`image does not load: ${src}`, 'ours', 'partly');
  if (screen.action && !screen.action.ok) add(screen.action.note, screen.action.whose ?? 'ours', 'broken');
  else if (screen.action?.note) add(screen.action.note, 'old client', 'note');
  if (screen.pageErrors.length)
    add(`page error: ${screen.pageErrors[0]}`, 'old client', textLength < 80 ? 'broken' : 'note');
  else if (textLength < 80) add('blank page', 'ours', 'broken');
  const rank = reasons.some((r) => r.weight === 'broken')
    ? 'broken'
    : reasons.some((r) => r.weight === 'partly')
      ? 'partly'
      : 'works';
  screen.verdict = rank;
  // Whose is the worst problem: if every problem that counts is the old client's, say so.
  const counting = reasons.filter((r) => r.weight !== 'note');
  screen.stoppedBy =
    counting.length && counting.every((r) => r.whose === 'old client')
      ? 'old client'
      : counting.length
        ? counting.find((r) => r.whose !== 'old client').whose
        : '';
  screen.reasons = reasons;
}

// ---------------------------------------------------------------------------------------------
// Ids to visit, read from the old API itself (so the walk follows whatever the server holds).
// ---------------------------------------------------------------------------------------------
async function discover() {
  await page.goto(`${CLIENT}/en/Privacy-Policy`, { waitUntil: 'domcontentloaded' });
  const get = async (address) => (await api('en', address, { token: '' })).body?.data;
  const jobs = await get('jobs/web?limit_by=10');
  const rents = await get('rents/web?limit_by=10');
  const blogs = await get('blogs/web');
  const guides = await get('user_guides/web');
  const mains = await get('listings');
  const markets = await get('filter-market?main_id=&category_id=');
  const job = jobs?.jobs?.model?.[0];
  const rent = rents?.rents?.model?.[0];
  const blog = [blogs?.events, blogs?.statistics, blogs?.around, blogs?.visit].flatMap(
    (section) => section?.model ?? [],
  )[0];
  const guide = [guides?.account, guides?.use, guides?.faq, guides?.evens].flatMap(
    (section) => section?.model ?? [],
  )[0];
  const main = mains?.find((category) => category.type === 'business') ?? mains?.[0];
  const stores = main ? await get(`stores?main_id=${main.id}&limit_by=100`) : [];
  const marketMain = markets?.[0];
  const products = marketMain
    ? await get(`filter-market?main_id=${marketMain.id}&sub_id=all&limit_by=12&page=1`)
    : [];
  Object.assign(run.ids, {
    job: job?.id,
    jobSlug: job?.slug || 'job',
    rent: rent?.id,
    rentSlug: rent?.slug || 'rent',
    blog: blog?.id,
    blogSlug: blog?.slug || 'blog',
    guideSlug: guide?.slug || guide?.id,
    main: main?.id,
    mainName: (main?.name ?? 'category').replaceAll(' ', '-'),
    business: stores?.[0]?.id,
    businessSlug: stores?.[0]?.slug || 'business',
    marketMain: marketMain?.id,
    marketMainName: marketMain?.name ?? '',
    product: products?.[0]?.id,
    productSlug: products?.[0]?.slug || 'product',
    keyword: env.LEGACY_WALK_KEYWORD ?? (job?.title ?? 'a').split(/\s+/)[0],
  });
  const missing = Object.entries(run.ids).filter(([, value]) => value === undefined || value === '');
  if (missing.length)
    console.warn(`Not found through the old API: ${missing.map(([key]) => key).join(', ')}`);
}

await discover();
for (const language of LANGUAGES) {
  const list = screens(language);
  for (const [index, screen] of list.entries()) await visit(language, screen, index);
}
await browser.close();

// ---------------------------------------------------------------------------------------------
// The report.
// ---------------------------------------------------------------------------------------------
const calls = run.screens.flatMap((screen) => screen.calls).filter((call) => call.status);
const summary = {
  languages: Object.fromEntries(
    LANGUAGES.map((language) => {
      const own = run.screens.filter((screen) => screen.language === language);
      const count = (verdict) => own.filter((screen) => screen.verdict === verdict).length;
      return [
        language,
        {
          screens: own.length,
          works: count('works'),
          partly: count('partly'),
          broken: count('broken'),
          stoppedByOldClient: own.filter(
            (screen) => screen.verdict !== 'works' && screen.stoppedBy === 'old client',
          ).length,
        },
      ];
    }),
  ),
  calls: calls.length,
  addresses: new Set(calls.map((call) => `${call.method} ${call.address.replace(/\/\d+$/, '/{id}')}`)).size,
  answered2xx: calls.filter((call) => call.status >= 200 && call.status < 300).length,
  shapeChecked: calls.filter((call) => call.shape === 'ok' || call.shape === 'wrong').length,
  shapeOk: calls.filter((call) => call.shape === 'ok').length,
};
run.summary = summary;
run.finishedAt = new Date().toISOString();
writeFileSync(path.join(OUT, 'report.json'), `${JSON.stringify(run, null, 2)}\n`);

const lines = [
  `# Old web client walk (${run.startedAt})`,
  '',
  `Client ${CLIENT}, API ${API}, state ${STATE}, city id ${CITY}, user ${run.email}.`,
  '',
  '| language | screens | works | partly | broken | of those, stopped only by the old client |',
  '|---|---|---|---|---|---|',
  ...Object.entries(summary.languages).map(
    ([language, s]) =>
      `| ${language} | ${s.screens} | ${s.works} | ${s.partly} | ${s.broken} | ${s.stoppedByOldClient} |`,
  ),
  '',
  `Calls: ${summary.calls} to ${summary.addresses} addresses; ${summary.answered2xx} answered 2xx; ${summary.shapeOk} of ${summary.shapeChecked} checked answers in the shape the old client reads.`,
  '',
  '| language | screen | verdict | whose | reasons | screenshot |',
  '|---|---|---|---|---|---|',
  ...run.screens.map(
    (screen) =>
      `| ${screen.language} | ${screen.name} | ${screen.verdict} | ${screen.stoppedBy} | ${screen.reasons
        .map(
          (reason) =>
            `${reason.weight === 'note' ? '(note) ' : ''}${reason.text}${reason.times ? ` (×${reason.times})` : ''} [${reason.whose}]`,
        )
        .join('<br>')
        .replaceAll('|', '\\|')} | ${screen.screenshot} |`,
  ),
  '',
];
writeFileSync(path.join(OUT, 'report.md'), lines.join('\n'));
console.log(
  `\n${Object.entries(summary.languages)
    .map(([language, s]) => `${language}: ${s.works} works, ${s.partly} partly, ${s.broken} broken`)
    .join(
      '; ',
    )}; ${summary.calls} calls to ${summary.addresses} addresses, ${summary.answered2xx} 2xx, ${summary.shapeOk}/${summary.shapeChecked} shape ok\nReport: ${path.join(OUT, 'report.md')}`,
);
