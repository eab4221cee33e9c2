// wouter imports useSyncExternalStore from the shim package for React < 18; React 19 has it
// built in, and the shim's fallback would cost the landing page 0.4 KB (vite.config.ts).
export { useSyncExternalStore } from 'react';
