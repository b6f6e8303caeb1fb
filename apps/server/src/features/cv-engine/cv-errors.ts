/**
 * Typed failures of the CV engine. They carry a stable `code` and cross the
 * worker boundary as plain objects (`toTransferable` / `fromTransferable`);
 * the route maps them to HTTP answers.
 */

export type CvErrorCode =
  | 'cv_busy'
  | 'cv_render_timeout'
  | 'cv_render_failed'
  | 'cv_invalid_data'
  | 'cv_page_not_found'
  | 'cv_pool_closed';

export class CvError extends Error {
  constructor(
    readonly code: CvErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CvError';
  }
}

/** Every worker is busy and the queue is full: try again shortly. */
export class CvBusyError extends CvError {
  constructor(readonly retryAfterSeconds: number) {
    super('cv_busy', 'all CV renderers are busy and the queue is full', { retryAfterSeconds });
  }
}

export class CvPageNotFoundError extends CvError {
  constructor(page: number, pages: number) {
    super('cv_page_not_found', `page ${page} requested, the CV has ${pages}`, { page, pages });
  }
}

export interface TransferableCvError {
  code: CvErrorCode;
  message: string;
  details: Record<string, unknown>;
}

export function toTransferable(error: unknown): TransferableCvError {
  if (error instanceof CvError) {
    return { code: error.code, message: error.message, details: error.details };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'cv_render_failed', message, details: {} };
}

export function fromTransferable({ code, message, details }: TransferableCvError): CvError {
  if (code === 'cv_page_not_found') {
    return new CvPageNotFoundError(Number(details.page), Number(details.pages));
  }
  return new CvError(code, message, details);
}
