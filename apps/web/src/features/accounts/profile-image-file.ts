/** What the picture picker offers: the spec allows PNG and JPEG only. */
export const PROFILE_IMAGE_ACCEPT = ".png,.jpg,.jpeg";

/** A PNG or JPEG by name and, when the browser knows it, by type (the server checks the content too). */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const namedAsImage = /\.(png|jpe?g)$/i.test(file.name);
  const typedAsImage = file.type === "" || file.type === "image/png" || file.type === "image/jpeg";
  return namedAsImage && typedAsImage;
}
