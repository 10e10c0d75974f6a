import * as z from '../shared/zod-mini.js';
import { DEFAULT_MAX_REQUESTS_PER_RUN, MAX_REQUESTS_PER_RUN, MIN_REQUESTS_PER_RUN } from './max-requests-per-run.js';

/**
 * The zod value schema for `tools.web.search.maxRequestsPerRun`, for the config schema to embed:
 * an integer 1–20 defaulting to 4. Same bounds as `validateMaxRequestsPerRun`.
 */
export const maxRequestsPerRunSchema = z._default(
  z.number().check(z.int(), z.minimum(MIN_REQUESTS_PER_RUN), z.maximum(MAX_REQUESTS_PER_RUN)),
  DEFAULT_MAX_REQUESTS_PER_RUN,
);
