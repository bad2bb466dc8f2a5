import type { ContentCollectionDefinition, ContentValues } from '@jaliya/contract';
import { fromLocalInput } from './zoned-time';

/**
 * A console form's fields as the API reads them: numbers and ids as numbers (empty is null), a
 * checkbox as true or false, a date from the site's wall clock as an instant. Anything the API
 * then refuses comes back field by field, and the form shows what was typed.
 */
export function contentBodyFromForm(
  definition: ContentCollectionDefinition,
  form: FormData,
  timeZone: string,
): ContentValues {
  const body: ContentValues = {};
  for (const field of definition.fields) {
    if (field.readOnly) continue;
    const raw = form.get(field.name);
    const text = typeof raw === 'string' ? raw : '';
    switch (field.type) {
      case 'boolean':
        body[field.name] = raw !== null;
        break;
      case 'integer':
      case 'number':
      case 'image':
      case 'reference': {
        const number = Number(text);
        body[field.name] = text.trim() === '' ? null : Number.isFinite(number) ? number : text;
        break;
      }
      case 'choice':
        body[field.name] = text === '' ? null : text;
        break;
      case 'dateTime':
        body[field.name] = text.trim() === '' ? null : (fromLocalInput(text, timeZone) ?? text);
        break;
      default:
        // Browsers send line breaks as CRLF; the stored text keeps plain LF.
        body[field.name] = text.replace(/\r\n/g, '\n');
    }
  }
  return body;
}
