import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldProblem } from '../lib/errors';

const MAX_DEPTH = 8;

/** The first place in a parsed input where a string holds a NUL character, as a dotted path. */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNulCharacter(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Text with a NUL character is refused as a field error before validation: no one types one,
 * PostgreSQL cannot store one (it would answer 500) and SQLite would store what PostgreSQL refuses.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    // Pages hand their input to the API in-process, where it is checked.
    if (!request.url.startsWith('/api/')) return done();
    // Path segments are checked by their own rules (an unknown site with one is a 404).
    const field = findNulCharacter(request.body) ?? findNulCharacter(request.query);
    if (!field) return done();
    const problem: FieldProblem = { key: 'validation.invalid', values: { field } };
    done(new AppError('VALIDATION_FAILED', {}, { [field]: problem }));
  });
});
