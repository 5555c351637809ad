/** A failure as the sentence the panel shows: the server's human message when there is one. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong. Try again.";
}
