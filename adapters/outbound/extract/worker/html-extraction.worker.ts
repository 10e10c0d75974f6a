// The extraction worker's entry: parses and extracts one HTML page per message, in a thread whose
// heap the pool bounds. It shares nothing with the caller but the messages, so whatever a page
// makes the parsers allocate is dropped with the thread if it outgrows the bound.
import process from 'node:process';
import { parentPort } from 'node:worker_threads';
import { extractHtmlDocument } from '../html/html-document-extractor.js';
import { describeError } from '../html/stages/stage-support.js';
import { captureConsole } from '../support/console-capture.js';
import type { ExtractionJob, ExtractionReply } from './extraction-worker.protocol.js';
import { markupFromBytes } from './transferred-markup.js';
import { WARM_UP_PAGE, WARM_UP_URL } from './warm-up-page.js';

if (parentPort === null) throw new Error('html-extraction.worker must run as a worker thread');
const port = parentPort;

// A thread's stdout and stderr are copied to the host's. Console calls are captured per page (below);
// anything a library writes to the streams directly is dropped here, so no page text ever reaches them.
for (const stream of [process.stdout, process.stderr]) {
  stream.write = ((...args: unknown[]): boolean => {
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof stream.write;
}

// The chain is loaded and compiled on a page of our own first; jobs wait for it (they would pay the same cost themselves).
const warmedUp = extractHtmlDocument(WARM_UP_PAGE, WARM_UP_URL, { replacementChars: 0, decodedLength: WARM_UP_PAGE.length }, { rawOnly: false, isCancelled: () => false })
  .then(() => undefined, () => undefined);

port.on('message', (job: ExtractionJob) => {
  void warmedUp.then(() => extract(job)).then((reply) => port.postMessage(reply));
});

/** As in the caller's thread: console output is silenced and counted as parser failures. */
async function extract(job: ExtractionJob): Promise<ExtractionReply> {
  const { url, decoding, rawOnly } = job.request;
  const markup = job.markupBytes === undefined ? job.request.markup : markupFromBytes(job.markupBytes);
  const run = await captureConsole(async (): Promise<ExtractionReply> => {
    try {
      // Cancelling terminates this thread, so nothing here needs to poll for it.
      const result = await extractHtmlDocument(markup, url, decoding, { rawOnly, isCancelled: () => false });
      return { id: job.id, outcome: 'done', result };
    } catch (error) {
      return { id: job.id, outcome: 'threw', description: describeError(error) };
    }
  });
  const reply = run.value;
  if (reply.outcome === 'threw' || run.messages === 0) return reply;
  return { ...reply, result: { ...reply.result, parserFailures: reply.result.parserFailures + run.messages } };
}
