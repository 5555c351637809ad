import { describe, expect, it } from "vitest";
import { INVALID_FILE } from "@folio/contract";
import { ACCEPT_ATTRIBUTE, fileTypeOfName, pickOne, validateFile } from "./upload-validation";

const MB = 1024 * 1024;

describe("upload validation", () => {
  it("accepts the seven supported extensions in any case", () => {
    for (const name of ["a.pdf", "b.TXT", "c.ppt", "d.pptx", "e.Epub", "f.rtf", "g.csv"]) {
      expect(validateFile({ name, size: 10 }, 16 * MB), name).toBeNull();
    }
    expect(fileTypeOfName("Slides.final.PPTX")).toBe("pptx");
    expect(ACCEPT_ATTRIBUTE).toBe(".pdf,.txt,.ppt,.pptx,.epub,.rtf,.csv");
  });

  it("refuses anything else with the spec's message", () => {
    for (const name of ["report.docx", "photo.png", "archive.pdf.zip", "noextension", "pdf", ".pdf.exe"]) {
      expect(validateFile({ name, size: 10 }, null), name).toBe(INVALID_FILE);
    }
    expect(INVALID_FILE).toBe("You have selected an invalid file");
  });

  it("refuses an empty file and one over the plan's size, naming the limit", () => {
    expect(validateFile({ name: "a.pdf", size: 0 }, null)).toBe("This file is empty.");
    expect(validateFile({ name: "a.pdf", size: 16 * MB }, 16 * MB)).toBeNull();
    expect(validateFile({ name: "a.pdf", size: 16 * MB + 1 }, 16 * MB)).toBe(
      "This file is larger than your plan allows (16 MB). Upgrade your plan to upload larger files.",
    );
    expect(validateFile({ name: "a.pdf", size: 900 * MB }, null)).toBeNull();
  });

  it("takes one file at a time", () => {
    const file = new File(["x"], "a.txt");
    expect(pickOne([file])).toEqual({ file, error: null });
    expect(pickOne([file, file]).error).toBe("Please choose one file at a time.");
    expect(pickOne([])).toEqual({ file: null, error: null });
  });
});
