/**
 * Test support: writes a tiny ONNX model shaped like a Piper voice (inputs x, x_length, scales;
 * one float output), so sherpa-onnx can be exercised end to end without a real voice, which
 * cannot be downloaded here. It "speaks" a tone per phoneme token: 400 samples at 16 kHz each,
 * its pitch rising with the token id. Encoded by hand: the ONNX protobuf needs only a few fields.
 */

function varint(n: number | bigint): number[] {
  let v = BigInt(n);
  const out: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    out.push(byte);
  } while (v > 0n);
  return out;
}

type Field = [number, "varint", number] | [number, "bytes", Uint8Array | string | Field[]] | [number, "float", number];

function message(fields: Field[]): Buffer {
  const parts: Buffer[] = [];
  for (const [num, kind, value] of fields) {
    if (kind === "varint") parts.push(Buffer.from([...varint((num << 3) | 0), ...varint(value)]));
    else if (kind === "float") {
      const b = Buffer.alloc(4);
      b.writeFloatLE(value);
      parts.push(Buffer.from(varint((num << 3) | 5)), b);
    } else {
      const body = typeof value === "string" ? Buffer.from(value, "utf8") : Array.isArray(value) ? message(value) : Buffer.from(value);
      parts.push(Buffer.from([...varint((num << 3) | 2), ...varint(body.length)]), body);
    }
  }
  return Buffer.concat(parts);
}

const FLOAT = 1;
const INT64 = 7;

function floatTensor(name: string, values: number[]): Field[] {
  const raw = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => raw.writeFloatLE(v, i * 4));
  return [[1, "varint", values.length], [2, "varint", FLOAT], [8, "bytes", name], [9, "bytes", raw]];
}

function int64Tensor(name: string, values: number[], scalar = false): Field[] {
  const raw = Buffer.alloc(values.length * 8);
  values.forEach((v, i) => raw.writeBigInt64LE(BigInt(v), i * 8));
  return [...(scalar ? [] : ([[1, "varint", values.length]] as Field[])), [2, "varint", INT64], [8, "bytes", name], [9, "bytes", raw]];
}

function node(op: string, inputs: string[], output: string, attrs: Field[][] = []): Field[] {
  return [...inputs.map((i): Field => [1, "bytes", i]), [2, "bytes", output], [3, "bytes", output], [4, "bytes", op], ...attrs.map((a): Field => [5, "bytes", a])];
}

function valueInfo(name: string, elemType: number, dims: (number | string)[]): Field[] {
  const shape: Field[] = dims.map((d): Field => [1, "bytes", typeof d === "number" ? [[1, "varint", d]] : [[2, "bytes", d]]]);
  return [[1, "bytes", name], [2, "bytes", [[1, "bytes", [[1, "varint", elemType], [2, "bytes", shape]]]]]];
}

export function tinyVitsModel(metadata: Record<string, string>): Buffer {
  const graph: Field[] = [
    [1, "bytes", node("Cast", ["x"], "xf", [[[1, "bytes", "to"], [20, "varint", 2], [3, "varint", FLOAT]]])],
    [1, "bytes", node("Mul", ["xf", "step"], "f1")],
    [1, "bytes", node("Add", ["f1", "base"], "f2")],
    [1, "bytes", node("Unsqueeze", ["f2", "axes"], "f3")],
    [1, "bytes", node("Tile", ["f3", "repeats"], "f4")],
    [1, "bytes", node("Reshape", ["f4", "shape"], "f5")],
    [1, "bytes", node("CumSum", ["f5", "axis"], "phase")],
    [1, "bytes", node("Sin", ["phase"], "wave")],
    [1, "bytes", node("Mul", ["wave", "amp"], "y")],
    [2, "bytes", "tiny-vits"],
    [5, "bytes", floatTensor("step", [0.002])],
    [5, "bytes", floatTensor("base", [0.06])],
    [5, "bytes", floatTensor("amp", [0.4])],
    [5, "bytes", int64Tensor("axes", [2])],
    [5, "bytes", int64Tensor("repeats", [1, 1, 400])],
    [5, "bytes", int64Tensor("shape", [1, 1, -1])],
    [5, "bytes", int64Tensor("axis", [2], true)],
    [11, "bytes", valueInfo("x", INT64, [1, "N"])],
    [11, "bytes", valueInfo("x_length", INT64, [1])],
    [11, "bytes", valueInfo("scales", FLOAT, [3])],
    [12, "bytes", valueInfo("y", FLOAT, [1, 1, "T"])],
  ];
  return message([
    [1, "varint", 8],
    [2, "bytes", "folio-tests"],
    [7, "bytes", graph],
    [8, "bytes", [[2, "varint", 13]]],
    ...Object.entries(metadata).map(([k, v]): Field => [14, "bytes", [[1, "bytes", k], [2, "bytes", v]]]),
  ]);
}

/** The metadata sherpa-onnx expects in a Piper voice converted for it. */
export const PIPER_METADATA = {
  model_type: "vits",
  comment: "piper",
  language: "English",
  voice: "en-us",
  has_espeak: "1",
  n_speakers: "1",
  sample_rate: "16000",
  add_blank: "1",
};

/** A tokens.txt covering the IPA symbols espeak-ng produces for English. */
export function piperTokens(): string {
  const symbols = ["_", "^", "$", " ", "!", "'", "(", ")", ",", "-", ".", ":", ";", "?", ..."abcdefghijklmnopqrstuvwxyz", ..."æçðøħŋœǀǁǂǃɐɑɒɓɔɕɖɗɘəɚɛɜɞɟɠɡɢɣɤɥɦɧɨɪɫɬɭɮɯɰɱɲɳɴɵɶɸɹɺɻɽɾʀʁʂʃʄʈʉʊʋʌʍʎʏʐʑʒʔʕʘʙʛʜʝʟʡʢʲˈˌːˑ˞βθχᵻⱱ"];
  return symbols.map((s, i) => `${s} ${i}`).join("\n") + "\n";
}
