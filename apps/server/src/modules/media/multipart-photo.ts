import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { MAX_UPLOAD_BYTES } from './uploads';

type PhotoProblem = 'validation.photoInvalid' | 'validation.photoTooLarge' | 'validation.photoOneOnly';

/** A photo problem on the `photo` field, with the size limit in megabytes for the message. */
export function photoError(key: PhotoProblem, maxBytes: number): AppError {
  return new AppError('VALIDATION_FAILED', {}, { photo: { key, values: { max: maxBytes / 1024 / 1024 } } });
}

/**
 * Reads a multipart body that must hold exactly one part: the file `photo`. Register the
 * multipart parser with `files: 2, parts: 2` so a second part is seen and refused.
 */
export async function readSinglePhoto(request: FastifyRequest, maxBytes = MAX_UPLOAD_BYTES): Promise<Buffer> {
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (content !== undefined || part.type !== 'file' || part.fieldname !== 'photo') {
        if (part.type === 'file') part.file.resume();
        throw photoError(
          content === undefined ? 'validation.photoInvalid' : 'validation.photoOneOnly',
          maxBytes,
        );
      }
      content = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoError('validation.photoTooLarge', maxBytes);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw photoError('validation.photoOneOnly', maxBytes);
    throw error;
  }
  if (content === undefined) throw photoError('validation.photoInvalid', maxBytes);
  return content;
}
