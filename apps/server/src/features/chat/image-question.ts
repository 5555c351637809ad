import { AppError } from "../../platform/errors.ts";
import { installedLanguages, recognise } from "../../ingest/ocr/tesseract.ts";
import { ToolError } from "../../ingest/run-tool.ts";
import type { AnswerLanguage } from "../../answering/index.ts";

const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
const OCR_LANGUAGE: Record<AnswerLanguage, string> = {
  EN: "eng", ZH: "chi_sim", JA: "jpn", ES: "spa", DE: "deu", FR: "fra", KO: "kor", PT: "por", AR: "ara", IT: "ita",
};

/** PNG or JPEG bytes from a data URL or bare base64; anything else is refused before OCR sees it. */
export function decodeImage(value: string): Buffer {
  const base64 = value.startsWith("data:") ? value.slice(value.indexOf(",") + 1) : value;
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError("image_too_large", "An image in the question is too large: at most 4 MB.");
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!png && !jpeg) throw new AppError("invalid_question_image");
  return bytes;
}

/**
 * The question with the text of its images appended, read by OCR (tesseract, offline) in English
 * plus the chat language. Every model, LOCAL included, answers from this text: images are not sent
 * to a vision model.
 */
export async function questionWithImages(message: string, images: string[], language: AnswerLanguage, signal: AbortSignal): Promise<string> {
  const decoded = images.map(decodeImage);
  const installed = await installedLanguages();
  const langs = ["eng", OCR_LANGUAGE[language]].filter((l, i, all) => installed.has(l) && all.indexOf(l) === i);
  const texts: string[] = [];
  for (const bytes of decoded) {
    let text: string;
    try {
      text = await recognise({ pgm: bytes, dpi: 300 }, langs.length ? langs : ["eng"], signal);
    } catch (err) {
      if (err instanceof ToolError && err.reason === "output") throw new AppError("invalid_question_image", { detail: "An image in the question could not be read.", cause: err });
      throw err;
    }
    text = text.replace(/\s+/g, " ").trim();
    if (text) texts.push(text);
  }
  return texts.length ? `${message}\n\n${texts.join("\n\n")}` : message;
}
