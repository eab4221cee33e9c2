/**
 * Zod 4 probes whether it may compile parsers with `new Function('')` when it builds an object
 * schema. Our CSP forbids eval, so the probe fails as it should, but the browser still reports a
 * CSP violation for it (a console issue that Lighthouse's Best Practices counts). `jitless` skips
 * the probe; zod reads this global configuration when it loads, so set it before any chunk does.
 * https://github.com/colinhacks/zod (packages/zod/src/v4/core/util.ts, allowsEval)
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
