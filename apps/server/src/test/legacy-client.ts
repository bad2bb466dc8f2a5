import type { TestApp } from './test-app';

/** How a test sends old request fields: as the old web client (multipart) or another way. */
export type LegacyBody = 'multipart' | 'urlencoded' | 'json';

export interface LegacyCall {
  fields?: Record<string, string | string[]>;
  token?: string;
  language?: 'en' | 'ar';
  cityId?: string;
  body?: LegacyBody;
  remoteAddress?: string;
  headers?: Record<string, string>;
  /** Files of a multipart form, by field name as the old client names them (`images[]`, `logo`). */
  files?: Record<string, Buffer[]>;
}

let boundaries = 0;

/** A multipart/form-data body as a browser's FormData sends it (a list repeats its `name[]`). */
export function multipartBody(
  fields: Record<string, string | string[]>,
  files: Record<string, Buffer[]> = {},
): { payload: Buffer; type: string } {
  const boundary = `----legacy-form-${++boundaries}`;
  const parts: Buffer[] = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value.map((item) => [`${name}[]`, item]) : [[name, value]]).map(([field, item]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${item}\r\n`),
    ),
  );
  for (const [name, contents] of Object.entries(files))
    for (const [index, content] of contents.entries())
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="photo-${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        content,
        Buffer.from('\r\n'),
      );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Calls an old address the way the old client does: `/api/GA/{lang}/{cityId}/{path}`, with its bearer token. */
export function legacyCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  call: LegacyCall = {},
) {
  const url = `/api/GA/${call.language ?? 'en'}/${call.cityId ?? '0'}/${path}`;
  // The old client sends `Bearer null` when nobody is signed in.
  const headers: Record<string, string> = {
    authorization: `Bearer ${call.token ?? 'null'}`,
    ...call.headers,
  };
  const base = { method, url, headers, remoteAddress: call.remoteAddress ?? '203.0.113.7' };
  if (method !== 'POST') return t.app.inject(base);
  const fields = call.fields ?? {};
  if (call.body === 'json') return t.app.inject({ ...base, payload: fields });
  if (call.body === 'urlencoded') {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
    return t.app.inject({
      ...base,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  }
  const { payload, type } = multipartBody(fields, call.files);
  return t.app.inject({ ...base, headers: { ...headers, 'content-type': type }, payload });
}
