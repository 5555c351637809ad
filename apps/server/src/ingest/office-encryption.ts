import { invalidFile } from "./ingest-error.ts";
import { openOleContainer } from "./ole-container.ts";

/** The CurrentUser atom's token when the PowerPoint document stream is encrypted ([MS-PPT] 2.3.2). */
const PPT_ENCRYPTED_TOKEN = 0xf3d1c4df;

/**
 * Whether an OLE2 file that claims to be a presentation needs a password. An encrypted PPTX is
 * stored as an OLE container with an `EncryptedPackage` stream; a legacy PPT marks encryption in
 * its CurrentUser stream. Anything else in such a container is not a presentation.
 */
export async function oleNeedsPassword(path: string, type: "ppt" | "pptx"): Promise<boolean> {
  const ole = await openOleContainer(path);
  try {
    if (type === "pptx") {
      if (ole.streamNames.includes("EncryptedPackage")) return true;
      throw invalidFile("an OLE container without an encrypted package");
    }
    if (!ole.streamNames.includes("PowerPoint Document")) throw invalidFile("an OLE container without a PowerPoint document stream");
    const currentUser = await ole.readStream("Current User", 64);
    return currentUser !== null && currentUser.length >= 16 && currentUser.readUInt32LE(12) === PPT_ENCRYPTED_TOKEN;
  } finally {
    await ole.close();
  }
}
