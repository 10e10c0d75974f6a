import * as z from '../../../domain/shared/zod-mini.js';

/**
 * agent-browser's `--json` envelope. Parsed leniently: only `success`, `error` and the `data`
 * fields we use are load-bearing (field names elsewhere change between versions).
 */
const envelopeSchema = z.looseObject({
  success: z.boolean(),
  data: z.optional(z.unknown()),
  error: z.nullish(z.string()),
  type: z.optional(z.string()),
});

export type AgentBrowserEnvelope = z.output<typeof envelopeSchema>;

const urlData = z.looseObject({ url: z.string() });
const htmlData = z.looseObject({ html: z.string() });
const requestsData = z.looseObject({
  requests: z.array(z.looseObject({
    url: z.string(),
    resourceType: z.optional(z.string()),
    status: z.optional(z.number().check(z.int())),
    mimeType: z.optional(z.string()),
  })),
});

/** One document request the browser reports (a navigation, a redirect hop or a frame). */
export interface DocumentRequest {
  readonly url: string;
  readonly status?: number;
  readonly mimeType?: string;
}

/** The envelope printed on stdout (the last line that is a JSON envelope), or undefined. */
export function parseEnvelope(stdout: string): AgentBrowserEnvelope | undefined {
  const lines = stdout.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('{'));
  for (const line of lines.reverse()) {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      continue;
    }
    const parsed = envelopeSchema.safeParse(json);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/** `data.url` of `open` / `get url`. */
export function urlOf(data: unknown): string | undefined {
  const parsed = urlData.safeParse(data);
  return parsed.success ? parsed.data.url : undefined;
}

/** `data.html` of `get html`. */
export function htmlOf(data: unknown): string | undefined {
  const parsed = htmlData.safeParse(data);
  return parsed.success ? parsed.data.html : undefined;
}

/** The `Document` entries of `network requests` (top-level navigations, redirect hops and frames), in order. */
export function documentRequestsOf(data: unknown): DocumentRequest[] | undefined {
  const parsed = requestsData.safeParse(data);
  if (!parsed.success) return undefined;
  return parsed.data.requests
    .filter((request) => request.resourceType === 'Document')
    .map((request) => ({
      url: request.url,
      ...(request.status === undefined ? {} : { status: request.status }),
      ...(request.mimeType === undefined ? {} : { mimeType: request.mimeType }),
    }));
}
