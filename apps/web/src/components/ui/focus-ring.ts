/** The one visible keyboard-focus style of the kit (an outline, so it also shows in forced-colours mode). */
export const focusRing = "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
