import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { discardBody } from '../../../../adapters/outbound/http-body/discard-body.js';

/** Like undici's BodyReadable: destroying it before its end emits an abort error. */
function abortingBody(): Readable {
  return new Readable({
    read() {},
    destroy(_error, callback) {
      callback(Object.assign(new Error('Request aborted'), { code: 'UND_ERR_ABORTED' }));
    },
  });
}

describe('discardBody', () => {
  it('abandons an unread body without an unhandled abort error', async () => {
    const body = abortingBody();
    const closed = new Promise<void>((resolve) => body.on('close', () => resolve()));
    discardBody(body);
    await closed;
    expect(body.destroyed).toBe(true);
    expect(body.listenerCount('error')).toBeGreaterThan(0);
  });
});
