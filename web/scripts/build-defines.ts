import rules from '../content/rules.json' with { type: 'json' };

/**
 * buildDefines are constants of web/content the builds (and the unit tests) put into the code.
 * __QRS_MAX_FILLED__ is rules.json's slots.maxFilled for src/lib/fill-template.ts, which the
 * main bundle carries: imported there, the whole of rules.json (one module, which later chunks
 * share) would come with it, 2.4 KB gzip of the home page's first download.
 */
export const buildDefines = { __QRS_MAX_FILLED__: JSON.stringify(rules.slots.maxFilled) };
