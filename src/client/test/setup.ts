import { notifyManager } from '@tanstack/react-query';
import { configure } from '@testing-library/react';

// Lazy chunks and Radix animations can take over a second on a loaded 2-core CI machine; the
// default 1 s for findBy/waitFor made tests fail for slowness, not for behaviour.
configure({ asyncUtilTimeout: 5_000 });

// TanStack Query batches its notifications on a 0 ms timer; under jsdom that timer often delivers
// a refetch and the mutation that caused it in one batch, hiding what a real browser does: the
// refetch re-renders first, and a component it unmounts never gets its `mutate` callbacks.
// Microtask batches keep the browser's order, so such a lost toast fails here too.
notifyManager.setScheduler(queueMicrotask);
