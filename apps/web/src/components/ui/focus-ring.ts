/**
 * The one visible keyboard-focus style of the kit (an outline, so it also shows in forced-colours
 * mode). `outline-solid` is needed because `outline-none` also clears Tailwind's outline style.
 */
export const focusRing =
  "outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring";
