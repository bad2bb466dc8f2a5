import { expect, test } from './fixtures';
import { messages } from './listing-helpers';

// Pages take what a browser's form sends (URL-encoded or multipart). A client posting anything
// else to a page gets a translated 415 (a broken multipart body a 400), never a server error.

/** Every kind of page that has a form: account pages, contact, newsletter, an item page. */
const FORM_PAGES = ['/Login', '/Register', '/Contact', '/Forget-Password', '/newsletter', '/MarketProfile/1'];

let addressCounter = 0;
const headersFor = (language: 'en' | 'ar', contentType: string) => ({
  cookie: `lang=${language}`,
  'content-type': contentType,
  'x-forwarded-for': `10.79.${process.pid % 250}.${(++addressCounter % 250) + 1}`,
});

for (const language of ['en', 'ar'] as const) {
  test(`a page form answers a JSON body with a translated 415, never a 500 (${language})`, async ({
    request,
  }) => {
    const expected = {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: messages(language).errors.UNSUPPORTED_MEDIA_TYPE,
    };
    for (const path of FORM_PAGES) {
      const response = await request.post(path, {
        headers: headersFor(language, 'application/json'),
        data: JSON.stringify({ email: 'someone@example.org', password: 'cedar-grove-2026', message: 'Hi' }),
      });
      expect(response.status(), path).toBe(415);
      expect(((await response.json()) as { error: unknown }).error, path).toEqual(expected);
    }
  });
}

test('a page form refuses plain text and a body without a type, and a broken multipart body is a 400', async ({
  request,
}) => {
  for (const contentType of ['text/plain', 'application/xml', '']) {
    const response = await request.post('/Contact', {
      headers: headersFor('en', contentType),
      data: 'name=Visitor&message=Hello',
    });
    expect(response.status(), contentType).toBe(415);
  }
  for (const [contentType, body] of [
    ['multipart/form-data', 'name=Visitor'],
    ['multipart/form-data; boundary=cut', '--cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nVis'],
  ] as const) {
    const response = await request.post('/Contact', { headers: headersFor('en', contentType), data: body });
    expect(response.status(), contentType).toBe(400);
  }
});

test('a page form still takes what a form sends', async ({ request }) => {
  const response = await request.post('/Login', {
    headers: { cookie: 'lang=en', 'x-forwarded-for': `10.79.251.${process.pid % 250}` },
    form: { email: 'nobody@example.org', password: 'not-the-password' },
  });
  expect(response.status()).toBeLessThan(500);
  expect(response.status()).not.toBe(415);
  expect(await response.text()).toContain('<form');
});
