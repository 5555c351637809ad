/**
 * A route's `validateSearch` for one optional text parameter (`?id=…`): kept when it is a non-empty
 * string of at most `maxLength` characters, dropped otherwise, so a malformed link still opens the page.
 */
export function optionalSearchParam<K extends string>(key: K, maxLength = Number.POSITIVE_INFINITY) {
  return (search: Record<string, unknown>): { [P in K]?: string } => {
    const value = search[key];
    return typeof value === "string" && value.length > 0 && value.length <= maxLength ? ({ [key]: value } as { [P in K]?: string }) : {};
  };
}
