import { describe, expect, it } from "vitest";
import { PROFILE_IMAGE_ACCEPT, isAcceptedImage } from "./profile-image-file";

describe("profile picture files", () => {
  it("the picker offers .png, .jpg and .jpeg", () => {
    expect(PROFILE_IMAGE_ACCEPT).toBe(".png,.jpg,.jpeg");
  });

  it("accepts PNG and JPEG only", () => {
    expect(isAcceptedImage({ name: "me.png", type: "image/png" })).toBe(true);
    expect(isAcceptedImage({ name: "me.JPG", type: "image/jpeg" })).toBe(true);
    expect(isAcceptedImage({ name: "me.jpeg", type: "" })).toBe(true);
    expect(isAcceptedImage({ name: "me.gif", type: "image/gif" })).toBe(false);
    expect(isAcceptedImage({ name: "me.webp", type: "image/webp" })).toBe(false);
    expect(isAcceptedImage({ name: "me.png", type: "application/pdf" })).toBe(false);
  });
});
