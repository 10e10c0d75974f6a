import type { ExtractionFailure } from '../ports/document-extractor.port.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';

/** Turns an extractor failure into the model-facing tool error (same stable code; never retryable). */
export function extractionFailureToToolError(failure: ExtractionFailure, facts: { readonly status: number; readonly bytes: number }): ToolError {
  return toolError(failure.code, failure.message, { retryable: false, details: { status: facts.status, bytes: facts.bytes } });
}
