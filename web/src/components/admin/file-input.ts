// The look of the panel's file inputs, one for all of them: the browser's own button, styled
// as the panel's secondary buttons, and none of the browser's words beside it ("No file
// chosen", "3 files"): the form shows what was chosen, by name and size, itself.

/** FILE_INPUT_CLASSES style a native file input as a button alone (text-[0px] hides the browser's words, file:text-sm keeps the button's). */
export const FILE_INPUT_CLASSES =
  'block w-fit min-w-0 max-w-full text-[0px] file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground hover:file:bg-secondary/80 focus-visible:outline-2 focus-visible:outline-primary';
