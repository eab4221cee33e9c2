import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

describe('createSseParser', () => {
  it('joins chunks split anywhere, skips comments and reads event names and data', () => {
    const events: ServerSentEvent[] = [];
    const push = createSseParser((event) => events.push(event));
    push(': heartbeat\n\nretry: 5000\nevent: re');
    push('ady\ndata: {}\n\nevent: notification\r\ndata: {"id":');
    expect(events).toEqual([{ event: 'ready', data: '{}' }]);
    push('6}\r\n\r\ndata: plain\n\n');
    expect(events).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'notification', data: '{"id":6}' },
      { event: 'message', data: 'plain' },
    ]);
  });
});
