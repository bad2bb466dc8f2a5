import type { ProductInput } from '@jaliya/contract';
import { formNumber, formText, formWhole } from '../../lib/form-values';

/** What the product form sent, shaped like `ProductInput` but unchecked (the API validates it). */
export type ProductDraft = { [K in keyof ProductInput]?: unknown };

/** Reads the product form. */
export function productDraftFromForm(form: FormData): ProductDraft {
  const text = (name: string) => formText(form, name);
  const lat = text('location.lat').trim();
  const lng = text('location.lng').trim();
  return {
    location: lat || lng ? { lat: formNumber(lat), lng: formNumber(lng) } : null,
    intent: text('intent') || undefined,
    title: text('title'),
    description: text('description'),
    language: text('language') || undefined,
    cityId: formWhole(text('cityId')),
    mainCategoryId: formWhole(text('mainCategoryId')),
    categoryId: formWhole(text('categoryId')),
    condition: text('condition') || null,
    price: formNumber(text('price')) ?? null,
    year: formWhole(text('year')) ?? null,
    modelId: formWhole(text('modelId')) ?? null,
    colorId: formWhole(text('colorId')) ?? null,
    phone: text('phone'),
    email: text('email'),
    isAnonymous: form.get('isAnonymous') === 'true',
    photoIds: form
      .getAll('photoIds')
      .map((value) => (typeof value === 'string' ? formWhole(value) : undefined))
      .filter((value): value is number => value !== undefined),
  };
}
