import type { EvidencePassage } from "../types.ts";

/** A passage whose chunk is the whole unit unless told otherwise. */
export function passage(n: number, text: string, extra: Partial<EvidencePassage> = {}): EvidencePassage {
  return {
    n,
    docId: `doc-${n}`,
    docName: `Document ${n}.pdf`,
    locator: { kind: "page", unit: n, label: `Page ${n}` },
    text,
    unitText: text,
    ...extra,
  };
}

export const WATER = passage(
  1,
  "Water is a chemical compound of hydrogen and oxygen. At sea level, water boils at 100 degrees Celsius. It freezes at 0 degrees Celsius.",
);
export const PHOTOSYNTHESIS = passage(
  2,
  "Photosynthesis is the process by which green plants convert light energy into chemical energy. It takes place in the chloroplasts. Oxygen is released as a by-product.",
);
export const RIVERS = passage(3, "The Nile is the longest river in Africa. It flows north into the Mediterranean Sea.");
