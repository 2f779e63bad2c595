import { connect } from 'node:net';

/** The first response to a raw request: status 0 when the server closed without one. */
export interface RawOutcome {
  status: number;
  contentType: string;
  /** The body, de-chunked when sent with `Transfer-Encoding: chunked`. */
  body: string;
}

/**
 * Writes `raw` (a whole HTTP request, as latin1 bytes) to 127.0.0.1:`port` over TCP and reads
 * the first response; the connection is ended once that response is complete, so a keep-alive
 * server cannot hold it open. Used by the malformed-request corpora of the content service and of
 * the site, for what `fetch` cannot send (bad request lines, odd targets, unfinished bodies).
 * @throws Error when neither an answer nor the connection's end comes within `limitMs`.
 */
export function sendRawRequest(port: number, raw: string, limitMs: number): Promise<RawOutcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer and no close within ${limitMs} ms`));
    }, limitMs);
    const done = (): void => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const split = text.indexOf('\r\n\r\n');
      const head = split >= 0 ? text.slice(0, split) : text;
      let body = split >= 0 ? text.slice(split + 4) : '';
      if (/\r\ntransfer-encoding: *chunked/i.test(head)) body = body.replace(/(^|\r\n)[0-9a-f]+\r\n/gi, '');
      resolve({ status: status ? Number(status[1]) : 0, contentType: /\r\ncontent-type: *([^\r\n]*)/i.exec(head)?.[1] ?? '', body });
    };
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.indexOf('\r\n\r\n');
      if (head < 0) return;
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, head));
      if ((length && text.length - head - 4 >= Number(length[1])) || /\r\n0\r\n\r\n$/.test(text)) socket.destroy();
    });
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.write(Buffer.from(raw, 'latin1'));
  });
}
