import { ERROR_STATUS, type ErrorCode, type MessageKey, type MessageValues } from '@jaliya/contract';

/** A message for one field, translated when the response is written. */
export interface FieldProblem {
  key: MessageKey;
  values?: MessageValues;
}

/**
 * The one error type the application throws on purpose. The error handler turns it into
 * `{"error":{"code","message","fields"?}}` with the message in the request's language.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly values: MessageValues = {},
    readonly fields?: Record<string, FieldProblem>,
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}
