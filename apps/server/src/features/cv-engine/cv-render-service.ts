import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { addGauges } from '../../http/metrics';
import type { CvRenderService } from './cv-design-previews';
import { CvBusyError, CvError } from './cv-errors';
import { CvRenderPool, type CvRenderPoolOptions } from './cv-render-pool';

/**
 * The render pool as the app runs it (its gauges on /metrics, closed with the
 * app), and how render failures become HTTP answers: shared by every route
 * that renders a CV.
 */

export function registerCvRenderPool(
  app: FastifyInstance,
  options?: CvRenderPoolOptions,
  /** A pool that outlives the app, used instead of a new one and not closed with the app. */
  given?: CvRenderPool,
): CvRenderService & Pick<CvRenderPool, 'renderPicture' | 'renderLetter'> {
  const pool = given ?? new CvRenderPool(options);
  if (!given) app.addHook('onClose', () => pool.close());
  addGauges(
    app,
    'cv_render_pool',
    {
      workers: 'Render workers running',
      busy: 'Render workers rendering now',
      queued: 'Renders waiting for a worker',
      timeouts: 'Renders stopped at the time limit since start',
      refused:
        'Renders refused with 503 (queue full, their requester waiting with the most) since start',
    },
    () => pool.stats,
  );
  return pool;
}

/**
 * Whose render a request asks for, for the pool's fair shares: the logged-in
 * account, or else the client's address (a visitor's PDF).
 */
export function renderShare(request: FastifyRequest): string {
  return request.accountId ? `account:${request.accountId}` : `address:${request.ip}`;
}

/** Engine failures as HTTP answers; details go to the log, not to the client. */
export function cvHttpError(error: unknown, request: FastifyRequest): unknown {
  if (!(error instanceof CvError)) return error;
  if (error instanceof CvBusyError) {
    return new AppError(503, 'cv_busy', {
      messageKey: 'cv.errors.busy',
      headers: { 'retry-after': String(error.retryAfterSeconds) },
    });
  }
  switch (error.code) {
    case 'cv_page_not_found':
      return new AppError(404, 'cv_page_not_found', {
        messageKey: 'cv.errors.pageNotFound',
        params: { page: error.details.page },
      });
    case 'cv_render_timeout':
    case 'cv_pool_closed':
      request.log.warn({ code: error.code, details: error.details }, 'CV render not done');
      return new AppError(503, error.code, {
        messageKey: 'cv.errors.busy',
        headers: { 'retry-after': '5' },
      });
    default:
      request.log.error({ code: error.code, details: error.details }, 'CV render failed');
      return new AppError(500, 'cv_render_failed', { messageKey: 'cv.errors.createPdf' });
  }
}
