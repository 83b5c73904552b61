/** rules.json's slots.maxFilled, put in by the build (see web/scripts/build-defines.ts). */
declare const __QRS_MAX_FILLED__: number;
