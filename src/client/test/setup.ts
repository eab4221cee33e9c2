import { notifyManager } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeAllToasts } from '#client/lib/use-toast.ts';

// Lazy chunks and Radix animations can take over a second on a loaded 2-core CI machine; the
// default 1 s for findBy/waitFor made tests fail for slowness, not for behaviour.
configure({ asyncUtilTimeout: 5_000 });

// TanStack Query batches its notifications on a 0 ms timer; under jsdom that timer often delivers
// a refetch and the mutation that caused it in one batch, hiding what a real browser does: the
// refetch re-renders first, and a component it unmounts never gets its `mutate` callbacks.
// Microtask batches keep the browser's order, so such a lost toast fails here too.
notifyManager.setScheduler(queueMicrotask);

// A page whose address names a language keeps it in the language cookie (decision 075): the
// files of a worker share one document, so no test leaves its choice to the next one.
afterEach(() => {
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
});

// The toast store is a module the files of a worker share: a toast one test left (announced as
// "Notification" in a second role="status") must not reach the next test's queries.
afterEach(() => {
  removeAllToasts();
});
