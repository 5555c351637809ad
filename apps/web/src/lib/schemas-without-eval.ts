import { config } from "zod";

/**
 * Folio's Content-Security-Policy has no 'unsafe-eval'. Zod compiles object parsers with
 * `new Function` and probes whether it may when each object schema is built; under the policy the
 * probe fails quietly but is still reported as a violation. Interpreted parsing is what runs
 * anyway, so say so before any schema exists: main.tsx imports this module first.
 */
config({ jitless: true });
