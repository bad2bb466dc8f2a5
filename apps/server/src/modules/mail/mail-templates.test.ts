import { describe, expect, it } from 'vitest';
import { asSentence, composeMail } from './mail-templates';

describe('composeMail', () => {
  it("never makes an address in someone's text a link: a visitor's message to the team stays text", () => {
    const mail = composeMail({
      to: 'team@ga.jaliya.example',
      language: 'en',
      siteName: 'Jaliya Georgia',
      siteUrl: 'https://ga.jaliya.example',
      recipientName: 'Jaliya Georgia',
      subject: 'email.contactSubject',
      body: 'email.contactBody',
      values: {
        name: 'Visitor <b>bold</b>',
        email: 'visitor@example.org',
        phone: '-',
        language: 'English',
        message:
          'Your account is locked, sign in at https://jaliya-login.example/reset?to=https://evil.example ' +
          'or http://evil.example/"onmouseover="alert(1) now.',
      },
    });
    // The one link is the signature's, the site's own address.
    expect([...mail.html.matchAll(/<a href="([^"]*)"/g)].map(([, href]) => href)).toEqual([
      'https://ga.jaliya.example',
    ]);
    expect(mail.html).toContain('sign in at https://jaliya-login.example/reset?to=https://evil.example');
    expect(mail.html).toContain('http://evil.example/&quot;onmouseover=&quot;alert(1)');
    expect(mail.html).toContain('Visitor &lt;b&gt;bold&lt;/b&gt;');
    expect(mail.text).toContain('https://jaliya-login.example/reset');
  });

  it('makes the addresses the app built links, and only those', () => {
    const url = 'https://ga.jaliya.example/my-job?lang=ar&x=<1>';
    const mail = composeMail({
      to: 'owner@example.org',
      language: 'ar',
      siteName: 'جالية جورجيا',
      siteUrl: 'https://ga.jaliya.example',
      recipientName: 'كريم',
      subject: 'email.postRejectedSubject',
      body: 'email.postRejectedBody',
      values: { title: 'See https://evil.example', reason: 'http://evil.example/also' },
      links: { url },
    });
    const anchors = [...mail.html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)];
    expect(anchors.map(([, href, text]) => [href, text])).toEqual([
      [
        'https://ga.jaliya.example/my-job?lang=ar&amp;x=&lt;1&gt;',
        'https://ga.jaliya.example/my-job?lang=ar&amp;x=&lt;1&gt;',
      ],
      // The signature's address: the site's own, which the app built too.
      ['https://ga.jaliya.example', 'https://ga.jaliya.example'],
    ]);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('See https://evil.example');
  });

  it('keeps the subject on one line whatever someone typed into a name', () => {
    const mail = composeMail({
      to: 'team@ga.jaliya.example',
      language: 'en',
      siteName: 'Jaliya Georgia',
      siteUrl: 'https://ga.jaliya.example',
      recipientName: 'Jaliya Georgia',
      subject: 'email.contactSubject',
      body: 'email.contactBody',
      values: {
        name: 'Huda\r\nBcc: victim@evil.example\nX-Injected: yes\u2028\u0000',
        email: 'visitor@example.org',
        phone: '-',
        language: 'English',
        message: 'Hello.',
      },
    });
    expect(mail.subject).toBe(
      'New message from Huda Bcc: victim@evil.example X-Injected: yes on Jaliya Georgia',
    );
    // The body keeps the text as written: only headers need one line.
    expect(mail.text).toContain('Huda\r\nBcc: victim@evil.example');
  });

  it("signs with the site's name and its own address, in the mail's language", () => {
    for (const [language, siteName, signature] of [
      ['en', 'Jaliya Michigan', 'The Jaliya Michigan team'],
      ['ar', 'جالية ميشيغان', 'فريق جالية ميشيغان'],
    ] as const) {
      const mail = composeMail({
        to: 'owner@example.org',
        language,
        siteName,
        siteUrl: 'http://mi.localhost:3000',
        recipientName: 'Karim',
        subject: 'email.passwordChangedSubject',
        body: 'email.passwordChangedBody',
      });
      expect(mail.text.trimEnd().endsWith(`${signature}\nhttp://mi.localhost:3000`), language).toBe(true);
      expect(mail.html).toContain(
        `${signature}<br><a href="http://mi.localhost:3000">http://mi.localhost:3000</a>`,
      );
    }
  });

  it('writes a reason ending in its own full stop as one sentence: no "inside.. You"', () => {
    expect(asSentence('Photos do not show the inside.')).toBe('Photos do not show the inside.');
    expect(asSentence('Say which days')).toBe('Say which days.');
    expect(asSentence('Is it still for sale?')).toBe('Is it still for sale?');
    expect(asSentence('لا تظهر الصور الداخل؟')).toBe('لا تظهر الصور الداخل؟');
    for (const language of ['en', 'ar'] as const) {
      const mail = composeMail({
        to: 'owner@example.org',
        language,
        siteName: 'Jaliya Georgia',
        siteUrl: 'https://ga.jaliya.example',
        recipientName: 'Karim',
        subject: 'email.postRejectedSubject',
        body: 'email.postRejectedBody',
        values: { title: 'Sofa', reason: asSentence('Important details are missing: photos of the inside.') },
        links: { url: 'https://ga.jaliya.example/my-product' },
      });
      expect(mail.text, language).toContain('photos of the inside. ');
      expect(mail.text, language).not.toMatch(/\.\./);
    }
  });
});
