import type { AuditEntry } from '@jaliya/contract';
import ar from '@jaliya/contract/i18n/ar.json';
import en from '@jaliya/contract/i18n/en.json';
import { createTranslator } from '@jaliya/contract/messages';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../lib/format';
import { AUDIT_ACTIONS, auditActionLabel, auditChanges, auditTarget } from './audit-format';

const translators = { en: createTranslator(en, 'en'), ar: createTranslator(ar, 'ar') };
const numbers = {
  en: (value: number) => formatNumber(value, 'en'),
  ar: (value: number) => formatNumber(value, 'ar'),
};

const entry = (values: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actorId: 1,
  actorName: 'Administrator',
  action: 'listing.reject',
  targetType: 'listing',
  targetId: 155,
  targetLabel: 'Apartment above the shop',
  before: null,
  after: null,
  createdAt: '2026-11-27T20:00:00.000Z',
  ...values,
});

describe('the audit log in words', () => {
  it('names every action and target in both languages, and keeps a code it does not know', () => {
    for (const language of ['en', 'ar'] as const) {
      const t = translators[language];
      for (const action of Object.keys(AUDIT_ACTIONS)) {
        const label = auditActionLabel(t, action);
        expect(label, `${language} ${action}`).not.toMatch(/^(console\.|[a-z]+\.[a-z-]+$)/);
      }
    }
    expect(auditActionLabel(translators.ar, 'listing.delete')).toBe('حذف إعلان');
    expect(auditActionLabel(translators.en, 'listing.delete')).toBe('Post deleted');
    expect(auditActionLabel(translators.ar, 'something.new')).toBe('something.new');
    expect(auditTarget(translators.ar, entry({})).kind).toBe('الإعلان رقم ١٥٥');
    expect(auditTarget(translators.en, entry({})).kind).toBe('Post #155');
    expect(
      auditTarget(
        translators.ar,
        entry({ targetType: 'content', targetId: 1, targetLabel: 'hero: Your community' }),
      ),
    ).toEqual({ kind: 'المحتوى رقم ١', collection: 'شرائح الواجهة', name: 'Your community' });
  });

  it('reads before and after as named values, not JSON', () => {
    const rejected = entry({
      before: { status: 'pending' },
      after: { status: 'rejected', reason: 'Important details are missing' },
    });
    expect(auditChanges(translators.ar, rejected, numbers.ar)).toEqual([
      { field: 'الحالة', before: 'بانتظار الموافقة', after: 'مرفوض' },
      { field: 'السبب', after: 'Important details are missing' },
    ]);
    expect(auditChanges(translators.en, rejected, numbers.en)[0]).toEqual({
      field: 'Status',
      before: 'Waiting for approval',
      after: 'Rejected',
    });
    const suspended = entry({
      action: 'user.suspend',
      targetType: 'user',
      before: { suspended: false },
      after: { suspended: true, hiddenPosts: [12, 13] },
    });
    expect(auditChanges(translators.ar, suspended, numbers.ar)).toEqual([
      { field: 'معلّق', before: 'لا', after: 'نعم' },
      { field: 'الإعلانات المخفية', after: '#١٢، #١٣' },
    ]);
    const role = entry({
      action: 'user.role',
      targetType: 'user',
      before: { role: 'user' },
      after: { role: 'moderator' },
    });
    expect(auditChanges(translators.en, role, numbers.en)).toEqual([
      { field: 'Role', before: 'User', after: 'Moderator' },
    ]);
  });

  it('shows only the fields a content change changed, under their form labels, rich text as words', () => {
    const changed = entry({
      action: 'content.update',
      targetType: 'content',
      before: {
        imageId: 8,
        titleEn: 'Welcome',
        descriptionAr: '<p>مرحبا <strong>بكم</strong></p>',
        sortOrder: 1,
      },
      after: {
        imageId: 8,
        titleEn: 'Welcome!',
        descriptionAr: '<p>أهلا <strong>بكم</strong></p>',
        sortOrder: 2,
      },
    });
    const fields = auditChanges(translators.en, changed, numbers.en);
    expect(fields.map((change) => change.field)).toEqual([
      'Title (English)',
      'Description (Arabic)',
      expect.any(String),
    ]);
    expect(fields[1]).toEqual({ field: 'Description (Arabic)', before: 'مرحبا بكم', after: 'أهلا بكم' });
    expect(JSON.stringify(fields)).not.toContain('imageId');
  });

  it('asks the translator only for keys the catalogue holds, so a page reports no missing message', () => {
    const asked: string[] = [];
    const t = Object.assign(
      (key: Parameters<typeof translators.en>[0], values?: Parameters<typeof translators.en>[1]) => {
        asked.push(key);
        return translators.en(key, values);
      },
      { has: translators.en.has },
    );
    const changed = entry({
      action: 'content.update',
      targetType: 'content',
      targetLabel: 'hero: Welcome',
      before: { coverImageId: 3, somethingNew: 'a', status: 'mystery' },
      after: { coverImageId: 4, somethingNew: 'b', status: 'mystery-2' },
    });
    const fields = auditChanges(t, changed, numbers.en);
    expect(fields.map((change) => change.field)).toEqual(['Cover image', 'somethingNew', 'Status']);
    expect(asked.filter((key) => !translators.en.has?.(key))).toEqual([]);
  });

  it("names a site's changes (the deployment's sites) in both languages", () => {
    const changed = entry({
      action: 'site.update',
      targetType: 'site',
      targetId: 3,
      targetLabel: 'TX: Texas',
      before: { hosts: ['tx.example.org', 'texas.example.org'], isOpen: true },
      after: { hosts: ['tx.example.org'], isOpen: false },
    });
    expect(auditActionLabel(translators.en, 'site.update')).toBe('Site changed');
    expect(auditTarget(translators.ar, changed).kind).toBe('الموقع رقم ٣');
    expect(auditChanges(translators.en, changed, numbers.en)).toEqual([
      { field: 'Host names', before: 'tx.example.org, texas.example.org', after: 'tx.example.org' },
      { field: 'Open', before: 'Yes', after: 'No' },
    ]);
    expect(auditChanges(translators.ar, changed, numbers.ar).map((change) => change.field)).toEqual([
      'أسماء النطاقات',
      'مفتوح',
    ]);
  });
});
