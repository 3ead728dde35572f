import { cva } from 'class-variance-authority';

/**
 * The button classes, apart from the Button components (button.tsx), so a light client component
 * (the error page) can style a plain <button> or <a> without the class-merging library. The classes
 * are named once in app/globals.css (`btn`, `btn-<variant>`, `btn-<size>`): a list of 60 rows shows
 * three buttons a row, and their utility lists, written out on each, were a third of the page.
 * A utility passed in `className` still wins (utilities come after components in the cascade).
 */
export const buttonVariants = cva('btn', {
  variants: {
    variant: { primary: 'btn-primary', secondary: 'btn-secondary', outline: 'btn-outline', ghost: 'btn-ghost', danger: 'btn-danger' },
    size: { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
