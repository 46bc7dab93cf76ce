/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request line, headers
 * or address over the 16 KB limit, a client too slow to send its request) never reach a route or
 * the error handler. Given to Fastify as `clientErrorHandler`, this answers them as the envelope
 * too, on the raw socket, then closes the connection: after a parse error the rest of the
 * stream can't be trusted.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '../shared/envelope.js';
import { PERMISSIONS_POLICY_VALUE } from './plugins/security-headers.js';

interface ClientErrorAnswer {
  status: number;
  message: string;
}

/** What to answer for a parser error code. Node counts the request line in the header limit, so an over-long address is a 431 as well. */
export function clientErrorAnswer(code: string | undefined): ClientErrorAnswer {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: "The request's address or headers are too large." };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive. Please try again.' };
    default:
      return { status: 400, message: 'The request is not valid HTTP and could not be read.' };
  }
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** The raw HTTP/1.1 answer: the envelope as JSON, and the connection closed. */
function clientErrorResponse(answer: ClientErrorAnswer): string {
  const envelope: ErrorEnvelope = { status: 'ERROR', code: answer.status, message: answer.message, error: { reason: 'validation' } };
  const body = JSON.stringify(envelope);
  return [
    `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    `Permissions-Policy: ${PERMISSIONS_POLICY_VALUE}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** An answer already under way on this socket (keep-alive): writing into it would corrupt it. */
function answerInProgress(socket: Socket): boolean {
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  return current?.headersSent === true;
}

/** Fastify's `clientErrorHandler`: called with the app as `this`. */
export function handleClientError(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  // The client went away: nothing to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorAnswer(err.code);
  this.log.debug({ err, status: answer.status }, 'client error from the HTTP parser');
  if (socket.writable && !answerInProgress(socket)) socket.write(clientErrorResponse(answer));
  socket.destroy(err);
}
