import * as z from 'zod/mini';

/**
 * The generic form messages of spec §5: a missing value reads "Required", anything else a
 * schema did not word itself reads "Invalid input". Imported once by every form schema.
 */
z.config({
  customError: (issue) => (issue.input === undefined ? 'Required' : 'Invalid input'),
});

export { z };
