import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAuthToken } from '#client/lib/auth-token.ts';
import { notificationKeys } from './api.ts';
import { createSseParser } from './sse-parser.ts';

const RETRY_DELAYS_MS = [1000, 3000, 10_000, 30_000] as const;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Listens to the server's notifications stream while mounted and refreshes the bell's query on
 * each event. EventSource cannot send the bearer token (it sends no headers), so the stream is
 * read with fetch. A dropped stream is opened again after a growing wait; a refused one (the
 * session ended) is not: the refreshed query's 401 then signs the person out. The 60-second poll
 * of useNotifications covers whatever time the stream is away.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });

    async function listen(): Promise<void> {
      let failures = 0;
      while (!signal.aborted) {
        const token = getAuthToken();
        if (!token) return;
        let sessionEnded = false;
        try {
          const response = await fetch('/api/notifications/stream', {
            headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
            signal,
          });
          if (response.status === 401 || response.status === 403) return refresh();
          if (!response.ok || !response.body) throw new Error(`The stream answered ${response.status}`);
          const parse = createSseParser(({ event }) => {
            if (event === 'session-ended') sessionEnded = true;
            // ready (after connecting) and resync read again whatever may have been missed.
            failures = 0;
            refresh();
          });
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parse(decoder.decode(value, { stream: true }));
          }
        } catch {
          // A network error or the page leaving: the loop decides.
        }
        if (sessionEnded || signal.aborted) return;
        await wait(RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!, signal);
        failures += 1;
      }
    }

    void listen();
    return () => controller.abort();
  }, [queryClient]);
}
