/**
 * A request's id. Behind a trusted proxy (TRUST_PROXY) the proxy's X-Request-Id is kept, so the
 * proxy's log line and the server's share one id; otherwise, or when the header is not a plain
 * token, the server makes one. A client is never trusted to name its own request in the logs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Letters, digits and . _ : - ; 8 to 128 of them (HAProxy's unique-id, a UUID, a trace id). */
const PLAIN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(behindTrustedProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = behindTrustedProxy ? request.headers['x-request-id'] : undefined;
    return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
  };
}
