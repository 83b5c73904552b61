import * as z from 'zod/mini';
import rules from '../../content/rules.json';

/**
 * The generic form messages of spec §5 (from web/content/rules.json, which the server shares):
 * a missing value reads "Required", anything else a schema did not word itself reads
 * "Invalid input". Imported once by every form schema.
 */
z.config({
  customError: (issue) => (issue.input === undefined ? rules.generic.required : rules.generic.invalid),
});

export { z };
