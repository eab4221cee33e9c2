import { configure } from '@testing-library/react';

// Lazy chunks and Radix animations can take over a second on a loaded 2-core CI machine; the
// default 1 s for findBy/waitFor made tests fail for slowness, not for behaviour.
configure({ asyncUtilTimeout: 5_000 });
